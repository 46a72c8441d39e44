/** Focuses `element` without scrolling, making it focusable by script only where it is not. */
export function focusWithoutScroll(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * A ref callback: the element takes the focus as it shows, for a result that replaces the control
 * that had it (the thank-you heading in place of the order form), so the focus is not lost.
 */
export function focusOnShow(element: HTMLElement | null): void {
  if (element) focusWithoutScroll(element);
}
