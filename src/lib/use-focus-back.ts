import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the focus was last within `root`: it stays so when the focused element leaves or is
 * disabled (a browser then puts the focus on the page, sending no event to say where), and stops
 * when the focus moves to something else.
 */
export function useFocusWasWithin(root: RefObject<HTMLElement | null>): RefObject<boolean> {
  const within = useRef(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const focusIn = () => (within.current = true);
    const focusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !element.contains(next)) within.current = false;
    };
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, [root]);
  return within;
}

/**
 * A submit button is disabled while its form is sent, and a browser then takes the focus off it:
 * once the form is no longer busy (a refusal, the values kept), the focus goes back to the button
 * that had it, where a keyboard or screen reader user acted, rather than to the page's start.
 */
export function useFocusBackAfterBusy<T extends HTMLElement>(busy: boolean): RefObject<T | null> {
  const button = useRef<T>(null);
  const hadFocus = useFocusWasWithin(button);
  useEffect(() => {
    const element = button.current;
    if (busy || !element || !hadFocus.current) return;
    const active = document.activeElement;
    if (!active || active === document.body) element.focus();
  }, [busy, hadFocus]);
  return button;
}
