import { act, useState, useSyncExternalStore, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyInteractions } from '../../../../src/app/early-interactions';

// A prerendered page's form, as the app's forms are: controlled fields, state the first client
// render sets again (here a flag that flips once hydrated, as a page's guard or a query does).
const noChange = () => () => undefined;

interface Sent {
  username: string;
  password: string;
  remember: boolean;
}

function SignInForm({ onSubmit }: { onSubmit: (sent: Sent) => void }) {
  const [values, setValues] = useState<Sent>({ username: '', password: '', remember: false });
  const hydrated = useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <form method="post" onSubmit={submit} data-hydrated={hydrated}>
      <input
        name="username"
        aria-label="Username"
        value={values.username}
        onChange={(event) => setValues((now) => ({ ...now, username: event.target.value }))}
      />
      <input
        name="password"
        type="password"
        aria-label="Password"
        value={values.password}
        onChange={(event) => setValues((now) => ({ ...now, password: event.target.value }))}
      />
      <input
        name="remember"
        type="checkbox"
        aria-label="Remember me"
        checked={values.remember}
        onChange={(event) => setValues((now) => ({ ...now, remember: event.target.checked }))}
      />
      <output>{`${values.username}|${values.password}|${values.remember}`}</output>
      <button type="submit">Sign in</button>
    </form>
  );
}

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

/** The prerendered page with the head's script listening, as a browser has it at first paint. */
function prerenderedPage(sent: Sent[]) {
  const form = <SignInForm onSubmit={(values) => sent.push(values)} />;
  document.body.innerHTML = `<div id="root">${renderToString(form)}</div>`;
  const stopHolding = holdEarlyInteractions();
  const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  let replay: (() => void) | undefined;
  /** What the app does just before it hydrates. */
  const stop = () => (replay = stopHolding());
  /** Then: hydrate, and replay once the first render has committed. */
  const hydrate = async () => {
    const replayHeld = replay ?? stopHolding();
    await act(async () => {
      root = hydrateRoot(document.getElementById('root')!, form, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    act(() => replayHeld());
  };
  /** What the page does when the app's code could not be downloaded. */
  const appFailed = () => stopHolding.forgetHeldTaps();
  return {
    field,
    stop,
    hydrate,
    appFailed,
    shown: () => document.querySelector('output')!.textContent,
  };
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;

/** Typing as a browser does it: the value changes (no script's setter runs), an input event. */
function type(field: HTMLInputElement, text: string) {
  field.focus();
  setValue.call(field, field.value + text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('input before the app has hydrated the page', () => {
  it('keeps what was typed and gives it to the form state', async () => {
    const page = prerenderedPage([]);
    type(page.field('username'), 'admin');
    type(page.field('password'), 'Admin123!');
    await page.hydrate();
    expect(page.field('username').value).toBe('admin');
    expect(page.field('password').value).toBe('Admin123!');
    expect(page.shown()).toBe('admin|Admin123!|false');
  });

  it('keeps what a password manager filled without a single event', async () => {
    const page = prerenderedPage([]);
    setValue.call(page.field('username'), 'admin');
    setValue.call(page.field('password'), 'Admin123!');
    await page.hydrate();
    expect(page.shown()).toBe('admin|Admin123!|false');
  });

  it('keeps a ticked checkbox', async () => {
    const page = prerenderedPage([]);
    page.field('remember').click();
    await page.hydrate();
    expect(page.field('remember').checked).toBe(true);
    expect(page.shown()).toBe('||true');
  });

  it('sends a form submitted before hydration once, with what was typed', async () => {
    const sent: Sent[] = [];
    const page = prerenderedPage(sent);
    type(page.field('username'), 'admin');
    type(page.field('password'), 'Admin123!');
    document.querySelector('button')!.click();
    expect(sent).toEqual([]);
    await page.hydrate();
    expect(sent).toEqual([{ username: 'admin', password: 'Admin123!', remember: false }]);
  });

  it('forgets a tap held before the app failed to start, and keeps what was typed', async () => {
    const sent: Sent[] = [];
    const page = prerenderedPage(sent);
    type(page.field('username'), 'admin');
    document.querySelector('button')!.click();
    page.appFailed();
    await page.hydrate();
    expect(sent).toEqual([]);
    expect(page.shown()).toBe('admin||false');
  });

  it('leaves focus and the caret where the visitor left them', async () => {
    const page = prerenderedPage([]);
    const username = page.field('username');
    type(username, 'admn');
    username.setSelectionRange(2, 2);
    username.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: 'ArrowLeft' }));
    await page.hydrate();
    expect(username.isConnected).toBe(true);
    expect(page.shown()).toBe('admn||false');
    expect(document.activeElement).toBe(page.field('username'));
    expect([username.value, username.selectionStart, username.selectionEnd]).toEqual([
      'admn',
      2,
      2,
    ]);
  });

  it('keeps what is typed once hydration has started, and what is typed after', async () => {
    const page = prerenderedPage([]);
    type(page.field('username'), 'ad');
    page.stop();
    type(page.field('username'), 'mi');
    await page.hydrate();
    act(() => type(page.field('username'), 'n'));
    expect(page.shown()).toBe('admin||false');
  });
});
