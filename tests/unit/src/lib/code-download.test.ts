import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeDownloadError, downloadTiming, downloadCode } from '../../../../src/lib/code-download';

afterEach(() => void vi.useRealTimers());

describe("a part's code download", () => {
  it('brings the module when it arrives in time, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const module = { default: 'screen' };
    await expect(downloadCode(async () => module)()).resolves.toBe(module);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names a failed download, which did not stall', async () => {
    const failure = downloadCode(() => Promise.reject(new TypeError('Failed to fetch')))();
    await expect(failure).rejects.toBeInstanceOf(CodeDownloadError);
    await expect(failure).rejects.toMatchObject({ stalled: false });
  });

  it('gives up on a download that does not end within the bound, as stalled', async () => {
    vi.useFakeTimers();
    const stalled = downloadCode(() => new Promise<never>(() => undefined))();
    const outcome = expect(stalled).rejects.toMatchObject({ stalled: true });
    await vi.advanceTimersByTimeAsync(downloadTiming.boundMs - 1);
    let settled = false;
    void stalled.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });
});
