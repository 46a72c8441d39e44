/**
 * Holds what a visitor does on a prerendered page before the app starts to hydrate it, and
 * replays it once the app has: a tap on Filters or Add to cart in the page's first second is not
 * lost, and the browser never sends a form by itself (a sign-in's password would go in the
 * address). Links are left alone: before hydration they load their page, as they would without
 * script.
 *
 * The build writes this function into each page's `<head>` as an inline script
 * (build/plugins/early-taps-in-head.ts), so it holds taps from the first paint, while the rest
 * of the page is still being parsed. It leaves `window.__stopHoldingEarlyTaps` for the app, to
 * call just before hydration starts: from then on React answers a tap itself (it hydrates the
 * tapped part first), so a tap still held would be done twice. That call gives the replay.
 * It must stay self-contained: its source is copied as it is.
 */
export function holdEarlyInteractions(): () => () => void {
  const held: Array<() => void> = [];
  const inRoot = (element: Element) => !!document.getElementById('root')?.contains(element);

  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !inRoot(button)) return;
    // A submit button's click would send its form; the replayed click sends it through the app.
    event.preventDefault();
    held.push(() => button.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !inRoot(form)) return;
    event.preventDefault();
    held.push(() => form.requestSubmit());
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  return function stopHolding() {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    // Hydration keeps the page's elements, so each held one is still the one the visitor used.
    return () => {
      for (const run of held.splice(0)) run();
    };
  };
}

declare global {
  interface Window {
    /** Set by the page's inline script: stops holding taps; gives the replay of those held. */
    __stopHoldingEarlyTaps?: () => () => void;
  }
}
