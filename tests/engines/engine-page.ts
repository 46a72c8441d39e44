/**
 * One page in Firefox or WebKit, driven the same way in both: Puppeteer speaks WebDriver BiDi to
 * Firefox ESR, selenium-webdriver speaks W3C WebDriver to WebKitGTK's MiniBrowser. Elements are
 * found as a user names them (role and accessible name, label, text) by Testing Library's queries,
 * run in the page, and then clicked or typed into by the driver, as a user's input.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type EngineName = 'firefox' | 'webkit';

const LOOKS_DIR = 'test-results/engines/looks';

/** A name as Testing Library matches it: exact text, or a pattern (sent as source and flags). */
export type Name = string | RegExp;

/**
 * Where to look for an element: its role and name, its label, or its text; a CSS selector only
 * for what a user never sees (a file chooser's hidden input). `at` picks one of several, from 0.
 */
export type Target = (
  { role: string; name?: Name } | { label: Name } | { text: Name } | { css: string }
) & { within?: Target; at?: number };

/** What both drivers give: a handle on an element found in the page. */
export interface ElementActions {
  click(): Promise<void>;
  /** Types `value` over the field's selected text; an empty value presses Backspace. */
  typeOver(value: string): Promise<void>;
  uploadFile(path: string): Promise<void>;
}

/** The driver-specific part of an engine page. */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  /** Runs `source` (a function's text) with `args` in the page; awaits a promise it returns. */
  run<T>(source: string, args: unknown[]): Promise<T>;
  /** Like `run`, where the function returns an element. */
  element(source: string, args: unknown[]): Promise<ElementActions>;
  /** Presses a key where the focus is. */
  press(key: Key): Promise<void>;
  /** Sizes the window for a viewport `width` CSS px wide, or as near as the engine allows. */
  resize(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Opens another tab of the same browser (the same visitor), with its own driver. */
  newTab(): Promise<EngineDriver>;
  close(): Promise<void>;
}

export type Key = 'Tab' | 'Enter' | 'ArrowDown';

const QUERIES_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve(
    '@testing-library/dom/dist/@testing-library/dom.umd.min.js',
  ),
  'utf8',
);

const encodeName = (name: Name | undefined) =>
  name instanceof RegExp ? { source: name.source, flags: name.flags } : name;

function encodeTarget(target: Target): unknown {
  const common = { within: target.within && encodeTarget(target.within), at: target.at };
  if ('role' in target) return { role: target.role, name: encodeName(target.name), ...common };
  if ('label' in target) return { label: encodeName(target.label), ...common };
  if ('css' in target) return { css: target.css, ...common };
  return { text: encodeName(target.text), ...common };
}

/** In the page: the elements `target` names (Testing Library's queries), visible or not. */
const FIND_IN_PAGE = `function find(target) {
  const dom = window.TestingLibraryDom;
  const name = (value) => value && typeof value === 'object' ? new RegExp(value.source, value.flags) : value;
  const containers = target.within ? find(target.within) : [document.body];
  const found = containers.flatMap((container) =>
    // hidden: true skips Testing Library's costly check of every ancestor's styles; what is not
    // shown is left out by isVisible instead.
    target.role ? dom.queryAllByRole(container, target.role, { name: name(target.name), hidden: true })
    : target.label ? dom.queryAllByLabelText(container, name(target.label))
    : target.css ? [...container.querySelectorAll(target.css)]
    : dom.queryAllByText(container, name(target.text)));
  return target.at === undefined ? found : found.slice(target.at, target.at + 1);
}`;

const isVisibleInPage = `(element) => {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}`;

/** How long a step waits for the page to show what it expects. */
const STEP_TIMEOUT_MS = 15_000;
const POLL_MS = 50;
/** What a query answers in a document that has no Testing Library yet. */
const NO_QUERIES = '__no_testing_library__';

const describe = (target: Target) => JSON.stringify(encodeTarget(target));

export class EnginePage {
  constructor(
    private readonly driver: EngineDriver,
    /** The site's origin, e.g. https://127.0.0.1:4443. */
    readonly origin: string,
    /** The demo build, whose backend runs in the page's service worker. */
    private readonly demo: boolean,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  /**
   * Loads `path` afresh and waits until the app has taken over from the prerendered page and, on
   * the demo, the mock's service worker controls the page (the mock reloads a page it does not).
   */
  async open(path: string): Promise<void> {
    await this.driver.goto(`${this.origin}${path}`);
    await this.waitUntilStarted(path);
  }

  /**
   * Goes to `path` and answers once the browser shows its document, without waiting for the app
   * or the page's load: whether it loads is the caller's to check.
   */
  async visit(path: string): Promise<void> {
    await this.evaluate((url: string) => window.location.assign(url), `${this.origin}${path}`)
      // The page may be gone before the driver hears back: the navigation has begun.
      .catch(() => undefined);
    await this.waitFor(
      () => this.evaluate((wanted: string) => window.location.pathname === wanted, path),
      `the browser to show ${path}`,
    );
  }

  /** Waits until the app has taken over the page at `path`, as `open` does. */
  async waitUntilStarted(path: string): Promise<void> {
    await this.waitFor(
      () =>
        this.evaluate(
          (demo: boolean) =>
            performance.getEntriesByName('webshop:interactive').length > 0 &&
            (!demo || navigator.serviceWorker.controller !== null),
          this.demo,
        ),
      `the app to start on ${path}`,
    );
    await this.watchToasts();
  }

  /**
   * Goes back a page, as the browser's back button does, and waits until it answers: a page the
   * browser kept in its back/forward cache is shown again as it was, except on the demo, which
   * loads it again (its mock stopped serving it when it was left).
   */
  async back(to: RegExp): Promise<void> {
    await this.evaluate(() => history.back());
    await this.expectUrl(to);
    // On the demo, the page left was opened here, so it holds the toast log: the page answering
    // again is a new document (a page shown from the cache reloads itself, which a slow machine
    // shows for a while before the reload replaces it).
    await this.waitFor(
      () =>
        this.evaluate(
          (demo: boolean) =>
            performance.getEntriesByName('webshop:interactive').length > 0 &&
            (!demo ||
              ((window as { shownToasts?: string[] }).shownToasts === undefined &&
                navigator.serviceWorker.controller !== null)),
          this.demo,
        ),
      `the page before to answer again`,
    );
    await this.watchToasts();
  }

  /** Another tab of the same browser: the same visitor, cookies and stored data. */
  async newTab(): Promise<EnginePage> {
    return new EnginePage(await this.driver.newTab(), this.origin, this.demo);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /** Resizes the window; answers the viewport's new width in CSS px, which the engine may widen. */
  async resize(width: number, height: number): Promise<number> {
    const before = await this.evaluate(() => window.innerWidth);
    await this.driver.resize(width, height);
    return this.waitFor(async () => {
      const shown = await this.evaluate(() => window.innerWidth);
      return shown !== before ? shown : 0;
    }, `the viewport to go from ${before} px to about ${width} px`);
  }

  /** The focused element's label or text, and its tag (`BODY` when nothing has the focus). */
  focused(): Promise<{ name: string; tag: string }> {
    return this.evaluate(() => {
      const element = document.activeElement;
      const name = element?.getAttribute('aria-label') ?? element?.textContent ?? '';
      return { name: name.trim(), tag: element?.tagName ?? 'BODY' };
    });
  }

  /** Keeps the toasts this page shows, for `expectToast` and a failed step's report. */
  private async watchToasts(): Promise<void> {
    await this.evaluate(() => {
      const shown: string[] = ((window as { shownToasts?: string[] }).shownToasts ??= []);
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-scope="toast"][data-part="root"]')) {
          const text = toast.textContent?.trim() ?? '';
          if (text && !shown.includes(text)) shown.push(text);
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
  }

  /** The toasts shown on this page since it was opened. */
  shownToasts(): Promise<string[]> {
    return this.evaluate(() => (window as { shownToasts?: string[] }).shownToasts ?? []);
  }

  /**
   * Waits until the page has shown a toast saying `message`. Read from the page's toast log: a
   * toast is gone after 2.5 s, which a few slow polls through the driver can miss.
   */
  async expectToast(message: string): Promise<void> {
    await this.waitFor(
      async () => (await this.shownToasts()).some((text) => text.includes(message)),
      `a toast saying ${JSON.stringify(message)}`,
    );
  }

  /**
   * What the page shows, for a failed step's report: its address, whether the demo's backend
   * controls it, the focus, its h1 and dialogs, and the start of its text.
   */
  whatItShows(): Promise<string> {
    return this.evaluate(() => {
      const text = (element: Element | null) =>
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const focused = document.activeElement;
      return [
        `address: ${location.href} (${document.readyState})`,
        `demo backend: ${navigator.serviceWorker?.controller?.state ?? 'no worker controls the page'}`,
        `network: ${navigator.onLine ? 'online' : 'OFFLINE, as the browser says'}`,
        `focus: ${focused ? `${focused.tagName.toLowerCase()} "${(focused instanceof HTMLInputElement ? focused.value : text(focused)).slice(0, 60)}"${focused.hasAttribute('aria-expanded') ? ` aria-expanded=${focused.getAttribute('aria-expanded')}` : ''}` : 'none'}`,
        `popups: ${[...document.querySelectorAll('[role="listbox"], [role="search"] [role="status"]')].map((popup) => `"${text(popup).slice(0, 80)}"`).join(', ') || 'none'}`,
        `h1: ${text(document.querySelector('h1')) || 'none'}`,
        `dialogs: ${[...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((dialog) => `"${text(dialog).slice(0, 80)}"`).join(', ') || 'none'}`,
        `text: ${text(document.querySelector('main') ?? document.body).slice(0, 600)}`,
        // A call still waiting for its answer has no entry yet: the last one listed came back.
        `API calls answered, last 8: ${
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.includes('/api/'))
            .slice(-8)
            .map((entry) => {
              const status = (entry as { responseStatus?: number }).responseStatus;
              return `${new URL(entry.name).pathname} ${status ?? '?'} ${Math.round(entry.duration)} ms`;
            })
            .join(', ') || 'none'
        }`,
        `busy buttons: ${[...document.querySelectorAll('button[data-loading], button[aria-busy="true"]')].map((button) => `"${text(button)}"`).join(', ') || 'none'}`,
      ].join('\n  ');
    });
  }

  /** Whether the page's inline script held input until the app woke (the interactive mark's). */
  heldEarlyInput(): Promise<boolean> {
    return this.evaluate(() => {
      const [mark] = performance.getEntriesByName('webshop:interactive') as PerformanceMark[];
      return (mark?.detail as { heldEarlyInput?: boolean } | null)?.heldEarlyInput === true;
    });
  }

  /** Runs a function in the page: `fn` must use nothing but its arguments. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T | Promise<T>, ...args: A): Promise<T> {
    return this.driver.run<T>(fn.toString(), args);
  }

  /** Polls `check` until it answers something truthy, for at most `timeoutMs`; answers that. */
  async waitFor<T>(check: () => Promise<T>, what: string, timeoutMs = STEP_TIMEOUT_MS): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        const value = await check();
        if (value) return value;
        last = value;
      } catch (error) {
        last = error; // a page in the middle of loading
      }
      if (Date.now() > deadline) {
        throw new Error(`${this.engine}: waited ${timeoutMs} ms for ${what} (${String(last)})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /**
   * The function text of a query: `body` runs with `target`, `extra`, `find` and `isVisible`.
   * It answers NO_QUERIES where the document has no Testing Library yet.
   */
  private querySource(body: string): string {
    return `(target, extra) => {
      if (!window.TestingLibraryDom) return '${NO_QUERIES}';
      ${FIND_IN_PAGE}
      const isVisible = ${isVisibleInPage};
      ${body}
    }`;
  }

  /** Runs a query about `target`, with Testing Library put in the page first where missing. */
  private async query<T>(target: Target, body: string, extra?: unknown): Promise<T> {
    const source = this.querySource(body);
    const args = [encodeTarget(target), extra];
    const answer = await this.driver.run<T | typeof NO_QUERIES>(source, args);
    if (answer !== NO_QUERIES) return answer;
    await this.driver.run(`() => { ${QUERIES_SOURCE}\n }`, []);
    return this.driver.run<T>(source, args);
  }

  /** Waits until `target` shows, then hands the first shown over. */
  async find(target: Target): Promise<ElementActions> {
    await this.expectVisible(target);
    return this.driver.element(this.querySource(`return find(target).filter(isVisible)[0];`), [
      encodeTarget(target),
    ]);
  }

  /** How many elements `target` names, shown on screen. */
  count(target: Target): Promise<number> {
    return this.query(target, `return find(target).filter(isVisible).length;`);
  }

  /** The text of each element `target` names, shown on screen, in page order. */
  async texts(target: Target): Promise<string[]> {
    await this.expectVisible(target);
    return this.query(
      target,
      `return find(target).filter(isVisible).map((element) => element.textContent.trim());`,
    );
  }

  async expectVisible(target: Target, timeoutMs = STEP_TIMEOUT_MS): Promise<void> {
    await this.waitFor(
      () => this.query(target, `return find(target).some(isVisible);`),
      `${describe(target)} to show`,
      timeoutMs,
    );
  }

  async expectGone(target: Target): Promise<void> {
    await this.waitFor(
      () => this.query(target, `return !find(target).some(isVisible);`),
      `${describe(target)} to go`,
    );
  }

  /** Chooses a file on a file input, shown or not, as a user's file chooser does. */
  async upload(target: Target, path: string): Promise<void> {
    await this.waitFor(
      () => this.query(target, `return find(target).length > 0;`),
      `${describe(target)} in the page`,
    );
    const input = await this.driver.element(this.querySource(`return find(target)[0];`), [
      encodeTarget(target),
    ]);
    await input.uploadFile(path);
  }

  /**
   * Clicks `target` once it is shown, enabled, still (a drawer sliding in moves its links; a
   * driver clicks where the element was when asked) and on top at its centre (a dialog fading out
   * covers the page, and a click there would land on its backdrop): what Playwright waits for.
   */
  async click(target: Target): Promise<void> {
    const deadline = Date.now() + STEP_TIMEOUT_MS;
    for (;;) {
      await this.waitFor(
        () =>
          this.query(
            target,
            `const element = find(target).filter(isVisible)[0];
            if (!element || element.disabled || element.getAttribute('aria-disabled') === 'true') {
              return false;
            }
            element.scrollIntoView({ block: 'center' });
            const box = () => JSON.stringify(element.getBoundingClientRect());
            const before = box();
            return new Promise((resolve) => setTimeout(() => {
              const { left, top, width, height } = element.getBoundingClientRect();
              const hit = document.elementFromPoint(left + width / 2, top + height / 2);
              resolve(box() === before && hit !== null && element.contains(hit));
            }, 50));`,
          ),
        `${describe(target)} to show, be enabled, stand still and be on top`,
      );
      const element = await this.driver.element(
        this.querySource(`return find(target).filter(isVisible)[0];`),
        [encodeTarget(target)],
      );
      try {
        return await element.click();
      } catch (error) {
        // WebKit's driver clicks nothing when another element covers the point (a dialog fading
        // out) or the element is out of reach (a drawer sliding in): try again.
        const refused = /ElementClickIntercepted|ElementNotInteractable/.test(String(error));
        if (!refused || Date.now() > deadline) throw error;
      }
    }
  }

  /** Empties a text field, then types `value` into it key by key. */
  async fill(target: Target, value: string): Promise<void> {
    const field = await this.find(target);
    // A dialog moves focus to its first field once it has opened: the keys go where the focus is,
    // so the field takes it only after that, and keeps it.
    await this.waitFor(
      () =>
        this.query(
          target,
          `const field = find(target).filter(isVisible)[0];
          const dialog = field?.closest('[role="dialog"], [role="alertdialog"]');
          if (!field || (dialog && !dialog.contains(document.activeElement))) return false;
          field.focus();
          field.select?.();
          return new Promise((resolve) => setTimeout(() => resolve(document.activeElement === field), 50));`,
        ),
      `${describe(target)} to take the focus`,
    );
    await field.typeOver(value);
    await this.waitFor(
      () => this.query(target, `return find(target).filter(isVisible)[0]?.value === extra;`, value),
      `${describe(target)} to hold ${JSON.stringify(value)}`,
    );
  }

  /** Picks an option of a native select by its label. */
  async select(target: Target, optionLabel: string): Promise<void> {
    await this.expectVisible(target);
    const picked = await this.query<boolean>(
      target,
      `const select = find(target).filter(isVisible)[0];
      const option = [...select.options].find((option) => option.label === extra);
      if (!option) return false;
      // The prototype's setter, so that React sees the change as a user's.
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, option.value);
      select.dispatchEvent(new Event('input', { bubbles: true }));
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return true;`,
      optionLabel,
    );
    if (!picked)
      throw new Error(`${this.engine}: no option "${optionLabel}" in ${describe(target)}`);
  }

  /** Waits until the address matches. */
  async expectUrl(pattern: RegExp): Promise<void> {
    await this.waitFor(
      () =>
        this.evaluate(
          (source: string, flags: string) => new RegExp(source, flags).test(location.href),
          pattern.source,
          pattern.flags,
        ),
      `the address to match ${pattern}`,
    );
  }

  screenshot(path: string): Promise<void> {
    return this.driver.screenshot(path);
  }

  /** Leaves a screenshot in test-results/engines/looks/, to be looked at after a run. */
  async look(name: string): Promise<void> {
    mkdirSync(LOOKS_DIR, { recursive: true });
    const file = `${this.engine}-${name}`.replace(/[^\w.-]+/g, '-');
    await this.screenshot(`${LOOKS_DIR}/${file}.png`);
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
