import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showPlainToast } from '../../../../src/components/plain-toast';
import { TOAST_DURATION_MS } from '../../../../src/config/constants';

const shownToasts = () => document.querySelectorAll('[data-scope="toast"][data-part="root"]');
const closeButton = () => document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!;

describe("a toast drawn without the toasts' code", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it("says its kind and words, and goes after the toasts' time", () => {
    showPlainToast('success', 'Item added to cart', 'bottom');
    expect(shownToasts()).toHaveLength(1);
    expect(shownToasts()[0]).toHaveTextContent('Success Item added to cart');
    vi.advanceTimersByTime(TOAST_DURATION_MS);
    expect(shownToasts()).toHaveLength(0);
  });

  it('stays while the pointer is on it, and goes the full time after it leaves', () => {
    showPlainToast('success', 'Item added to cart', 'bottom');
    const toast = shownToasts()[0];
    toast.dispatchEvent(new Event('pointerenter'));
    vi.advanceTimersByTime(TOAST_DURATION_MS * 4);
    expect(shownToasts()).toHaveLength(1);

    toast.dispatchEvent(new Event('pointerleave'));
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shownToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shownToasts()).toHaveLength(0);
  });

  it('stays while its Close button has the focus, and Close takes it away', () => {
    showPlainToast('danger', 'Failed to add the item.', 'top');
    closeButton().focus();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 4);
    expect(shownToasts()).toHaveLength(1);
    closeButton().click();
    expect(shownToasts()).toHaveLength(0);
  });
});
