import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../components/skip-link';

/** How long a new page may take to draw its heading (its code or its data on the way). */
const HEADING_WAIT_MS = 3000;

/** The new page's h1, else its main landmark, once drawn. */
function pageFocusTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  return main?.querySelector<HTMLElement>('h1') ?? null;
}

/** Focuses `element` without scrolling, making it focusable by script only where it is not. */
function focusTarget(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/**
 * After a navigation to another path, the new page's h1 takes the focus (its main landmark when
 * no h1 shows within a few seconds): a screen reader then reads where the user is instead of
 * nothing, and Tab goes on from the page's content. The first page keeps the browser's focus, and
 * so does a focus the user moved meanwhile.
 */
export function FocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const left = document.activeElement;
    const untouched = () => {
      const active = document.activeElement;
      return !active || active === document.body || active === left || !active.isConnected;
    };
    const giveUpAt = performance.now() + HEADING_WAIT_MS;
    let frame = 0;
    const tryFocus = () => {
      if (!untouched()) return;
      const target = pageFocusTarget();
      if (target) return focusTarget(target);
      if (performance.now() < giveUpAt) {
        frame = requestAnimationFrame(tryFocus);
        return;
      }
      const main = document.getElementById(MAIN_CONTENT_ID);
      if (main) focusTarget(main);
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}
