/**
 * Holds what a visitor does on a prerendered page before the app has hydrated it, and replays
 * it once the app has: a tap on Filters or Add to cart in the page's first second is not lost,
 * and the browser never sends a form by itself (a sign-in's password would go in the address).
 * Links are left alone: before hydration they load their page, as they would without script.
 *
 * Part of the entry chunk: it runs before any of the app's code has arrived, once the page's HTML
 * is parsed (a tap while a long page is still being parsed is not held).
 */
export function holdEarlyInteractions(root: HTMLElement): () => void {
  const held: Array<() => void> = [];

  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    // A submit button's click would send its form; the replayed click sends it through the app.
    event.preventDefault();
    held.push(() => button.click());
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    held.push(() => form.requestSubmit());
  };

  document.addEventListener('click', holdClick, true);
  document.addEventListener('submit', holdSubmit, true);
  return function replay() {
    document.removeEventListener('click', holdClick, true);
    document.removeEventListener('submit', holdSubmit, true);
    // Hydration keeps the page's elements, so each held one is still the one the visitor used.
    for (const run of held.splice(0)) run();
  };
}
