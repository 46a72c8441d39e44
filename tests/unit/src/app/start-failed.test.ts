import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_FAILED_TITLE, startOrTell } from '../../../../src/app/start-failed';

/** A start whose outcome the test decides, one per attempt. */
function controlledStart() {
  const attempts: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  const last = () => attempts[attempts.length - 1];
  return { start, last };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const notice = () =>
  [...document.querySelectorAll('[role="alert"]')].find((alert) =>
    alert.textContent?.includes(START_FAILED_TITLE),
  );
const retryButton = () =>
  [...document.querySelectorAll('button')].find((button) => button.textContent === 'Retry')!;
const lostDownload = () => new TypeError('Failed to fetch dynamically imported module');

const forgetHeldTaps = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  window.__stopHoldingEarlyTaps = Object.assign(() => () => undefined, { forgetHeldTaps });
  forgetHeldTaps.mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  delete window.__stopHoldingEarlyTaps;
});

describe('the first load', () => {
  it('that starts draws nothing and forgets no tap', async () => {
    const { start, last } = controlledStart();
    startOrTell(start);
    last().resolve();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(notice()).toBeUndefined();
    expect(forgetHeldTaps).not.toHaveBeenCalled();
  });

  it('dropped says so with Retry, forgets the taps held, and Retry that works removes the notice', async () => {
    const { start, last } = controlledStart();
    startOrTell(start);
    last().reject(lostDownload());
    await vi.advanceTimersByTimeAsync(0);

    expect(notice()?.textContent).toContain('Its download was interrupted.');
    expect(forgetHeldTaps).toHaveBeenCalled();
    expect(console.error).toHaveBeenCalled();

    retryButton().click();
    expect(notice()?.textContent).toContain('Trying again...');
    expect(start).toHaveBeenCalledTimes(2);
    forgetHeldTaps.mockClear();
    last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toBeUndefined();
    // Taps made while it said so are not done once the app wakes.
    expect(forgetHeldTaps).toHaveBeenCalled();
    expect(document.body.style.paddingBottom).toBe('');
  });

  it("whose Retry works gives the Retry's focus to the page's heading, not to nothing", async () => {
    document.body.innerHTML = '<main><h1>Products</h1></main>';
    const { start, last } = controlledStart();
    startOrTell(start);
    last().reject(lostDownload());
    await vi.advanceTimersByTimeAsync(0);

    retryButton().focus();
    retryButton().click();
    last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toBeUndefined();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('offline says so, and tries again by itself once back online', async () => {
    const { start, last } = controlledStart();
    startOrTell(start);
    setOnline(false);
    last().reject(lostDownload());
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()?.textContent).toContain('You are offline.');

    setOnline(true);
    expect(start).toHaveBeenCalledTimes(2);
    last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toBeUndefined();
  });

  it('back online, a try that fails is tried again, then says so', async () => {
    const { start, last } = controlledStart();
    startOrTell(start);
    setOnline(false);
    last().reject(lostDownload());
    await vi.advanceTimersByTimeAsync(0);
    setOnline(true);
    for (let attempt = 0; attempt < 4; attempt++) {
      last().reject(lostDownload());
      await vi.advanceTimersByTimeAsync(3_000);
    }
    expect(start).toHaveBeenCalledTimes(5);
    expect(notice()?.textContent).toContain('Its download was interrupted.');
  });

  it('slow says so after 12 s and goes once the code arrives; taps meanwhile are forgotten', async () => {
    const { start, last } = controlledStart();
    startOrTell(start);
    await vi.advanceTimersByTimeAsync(11_000);
    expect(notice()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(notice()?.textContent).toContain('Its download is taking too long.');

    // Offline and back while the download is still on its way: it says "slow", not "offline".
    setOnline(false);
    expect(notice()?.textContent).toContain('You are offline.');
    setOnline(true);
    expect(notice()?.textContent).toContain('Its download is taking too long.');
    expect(start).toHaveBeenCalledOnce();

    forgetHeldTaps.mockClear();
    last().resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(notice()).toBeUndefined();
    expect(forgetHeldTaps).toHaveBeenCalled();
  });
});
