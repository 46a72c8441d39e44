import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { MAIN_CONTENT_ID } from '../components/skip-link';
import { focusWithoutScroll } from '../lib/focus';

/** How long a page may take to draw (its code or its data on the way) before we stop waiting. */
const DRAW_WAIT_MS = 10_000;
/** How long a new page may go without its h1 before its main content takes the focus. */
const MAIN_AFTER_MS = 3000;

/** Where the visitor was on a page: its scroll, and the link or control they last used on it. */
interface PageMemory {
  scrollY: number;
  focus?: string;
  /**
   * That control's top in the page when it was used: coming back, the control is put where it
   * was on the screen, even where the page's parts above it are drawn at a guessed height (the
   * catalogue's cards off screen, `content-visibility`) and the scroll alone would miss it.
   */
  focusPageTop?: number;
}

/** Each history entry's memory, by its key (the router's location key). */
const memories = new Map<string, PageMemory>();

/** A selector that finds `element` again once its page is drawn anew: a link by its address. */
function selectorOf(element: Element | null): string | undefined {
  const link = element?.closest('a[href]');
  // Only a quote or a backslash needs escaping in a quoted value.
  if (link) return `a[href="${link.getAttribute('href')!.replace(/["\\]/g, '\\$&')}"]`;
  return element?.id ? `#${CSS.escape(element.id)}` : undefined;
}

const mainContent = () => document.getElementById(MAIN_CONTENT_ID);
const pageHeading = () => mainContent()?.querySelector<HTMLElement>('h1') ?? null;

const canScrollTo = (y: number) =>
  y <= 0 || document.documentElement.scrollHeight - window.innerHeight >= y - 1;

/** Keeps the shown entry's memory up to date as the visitor scrolls, tabs and clicks. */
function useRememberPage(key: string): void {
  const shownKey = useRef(key);
  // Before the browser paints the new page: the scroll it clamps to a shorter page is that page's.
  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);
  useEffect(() => {
    const memory = () => memories.get(shownKey.current) ?? { scrollY: 0 };
    const rememberScroll = () =>
      memories.set(shownKey.current, { ...memory(), scrollY: window.scrollY });
    const rememberFocus = (event: Event) => {
      const focus = selectorOf(event.target as Element);
      // The element coming back finds again: the first that matches.
      const used = focus && document.querySelector(focus);
      if (!used) return;
      const focusPageTop = used.getBoundingClientRect().top + window.scrollY;
      memories.set(shownKey.current, { ...memory(), focus, focusPageTop });
    };
    window.addEventListener('scroll', rememberScroll, { passive: true });
    // A click counts too: Safari does not focus a link it follows.
    document.addEventListener('focusin', rememberFocus);
    document.addEventListener('click', rememberFocus, true);
    return () => {
      window.removeEventListener('scroll', rememberScroll);
      document.removeEventListener('focusin', rememberFocus);
      document.removeEventListener('click', rememberFocus, true);
    };
  }, []);
}

/**
 * Runs `step` each frame while the page draws (a few seconds at most), then `giveUp`. `step`
 * returns the element it focused, if any; the watch stops when the visitor moves the focus
 * anywhere else, when another path shows, or when `step` says it is done.
 */
function whileDrawing(
  step: () => HTMLElement | 'done' | undefined,
  giveUp: () => void,
): () => void {
  const left = document.activeElement;
  // Another page may be drawn before this watch is told to stop (the back button): it stops.
  const path = window.location.pathname;
  let focused: HTMLElement | undefined;
  const untouched = () => {
    const active = document.activeElement;
    return (
      !active ||
      active === document.body ||
      active === left ||
      active === focused ||
      !active.isConnected
    );
  };
  const giveUpAt = performance.now() + DRAW_WAIT_MS;
  let frame = 0;
  const next = () => {
    if (window.location.pathname !== path || !untouched()) return;
    const result = step();
    if (result === 'done') return;
    if (result) focused = result;
    if (performance.now() < giveUpAt) frame = requestAnimationFrame(next);
    else giveUp();
  };
  next();
  return () => cancelAnimationFrame(frame);
}

/**
 * A new page (a link, a redirect): at its top, its h1 focused. A heading drawn while the page
 * loads may give way to another (the cart's 'Shopping cart' to 'Cart is empty'), and a menu still
 * closing may pull the focus back into itself: the heading takes it again. A page with no h1
 * after a few seconds (its code still on its way) has its main content focused meanwhile.
 */
function arriveAtNewPage(): () => void {
  window.scrollTo(0, 0);
  const mainAt = performance.now() + MAIN_AFTER_MS;
  let heading: HTMLElement | undefined;
  const step = () => {
    if (heading?.isConnected && document.activeElement === heading) return undefined;
    const h1 = pageHeading();
    if (h1) {
      focusWithoutScroll(h1);
      heading = h1;
      return h1;
    }
    const main = mainContent();
    if (!main || performance.now() < mainAt || document.activeElement === main) return undefined;
    focusWithoutScroll(main);
    return main;
  };
  return whileDrawing(step, () => undefined);
}

/**
 * Back or forward to a page seen before: where the visitor was on it, with the link or control
 * they left it by focused again (its h1 when that is gone), once the page is drawn that far.
 */
function returnToPage(memory: PageMemory): () => void {
  const restore = (drawn: boolean) => {
    const left = memory.focus ? document.querySelector<HTMLElement>(memory.focus) : null;
    const waiting = !canScrollTo(memory.scrollY) || (memory.focus !== undefined && !left);
    if (waiting && !drawn) return undefined;
    window.scrollTo(0, memory.scrollY);
    if (left && memory.focusPageTop !== undefined) {
      window.scrollBy(0, left.getBoundingClientRect().top + memory.scrollY - memory.focusPageTop);
    }
    const target = left ?? pageHeading() ?? mainContent();
    if (target) focusWithoutScroll(target);
    return 'done' as const;
  };
  return whileDrawing(
    () => restore(false),
    () => restore(true),
  );
}

/**
 * Where the visitor lands after a navigation to another path. A new page: at its top, the focus
 * on its h1, so a screen reader says where the user is and Tab goes on from the page's content.
 * Back and forward: the scroll and the focus the visitor left that page with. The first page
 * keeps the browser's focus and scroll, and so does a focus the visitor moved meanwhile.
 */
export function PageArrival() {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();
  useRememberPage(key);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const memory = navigationType === 'POP' ? memories.get(key) : undefined;
    return memory ? returnToPage(memory) : arriveAtNewPage();
  }, [pathname, key, navigationType]);
  return null;
}
