import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { watchWhereAttentionIs } from '../components/toast-edge';
import { prepareToasts } from '../components/toaster';
import { nextTask } from '../lib/next-task';
import { createQueryClient } from '../lib/query-client';
import { App } from './app';
import { INTERACTIVE_MARK } from './early-interactions';
import { OTHER_QUERY_ATTRIBUTE, PRERENDERED_ATTRIBUTE } from './prerendered-root';
import { prefetchEarly } from './early-prefetch';
import { restorePageData } from './page-data';
import { reloadOnceForNewVersion } from './new-version';
import { loadRouteScreens, prefetchRouteData } from './router';

const queryClient = createQueryClient();
restorePageData(queryClient);
let firstRenderDone = () => undefined as void;
/** Resolves once the first render has committed: a prerendered page is then hydrated. */
export const firstRender = new Promise<void>((resolve) => (firstRenderDone = resolve));

/**
 * Hydrates the page the build prerendered for this address, which has no query (with one,
 * prerender/page-html.ts unmarks the page); renders any other afresh. Either way in a
 * transition, which works in slices that give the main thread back every few milliseconds, so
 * a phone never sits in one long task while the first screen is built.
 */
function render(): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onFirstRender={firstRenderDone} />
    </StrictMode>
  );
  // What the page's inline script held (early-interactions.ts), taps and typing, is handed over
  // once the page is hydrated; from here on React answers taps itself.
  const replayEarlyTaps = window.__stopHoldingEarlyTaps?.();
  startTransition(() => {
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  void firstRender.then(() => {
    container.removeAttribute(OTHER_QUERY_ATTRIBUTE);
    replayEarlyTaps?.();
    // Whether the page's inline script ran (the CSP let it, in this browser) and held input.
    performance.mark(INTERACTIVE_MARK, { detail: { heldEarlyInput: Boolean(replayEarlyTaps) } });
    prepareToasts();
  });
}

const address = `${window.location.pathname}${window.location.search}`;
const prefetchPageData = () => prefetchRouteData(address, prefetchEarly(queryClient, firstRender));

reloadOnceForNewVersion();
watchWhereAttentionIs();

/**
 * The start, a task for each step after this module's evaluation: the page's lazy screen, its
 * first request (and each other, early-prefetch.ts), then the first render (docs/performance.md,
 * "Where the speed comes from").
 * Run again when it failed: only the mock's start can (its code did not arrive), before anything
 * is requested or rendered.
 */
export async function start(): Promise<void> {
  await nextTask();
  // The page's lazy screen loads first, so a prerendered page hydrates in one pass.
  const screensLoaded = loadRouteScreens(address);
  // Compared with the raw Vite value so the real-mode build drops the mock code entirely.
  // mocks/browser/boot.ts is small: the mock backend starts behind the first paint, and the
  // page's data is requested once boot holds calls until it is up.
  if (import.meta.env.VITE_API_MODE === 'mock') await import('../../mocks/browser/boot');
  await nextTask();
  prefetchPageData();
  await screensLoaded;
  await nextTask();
  render();
}
