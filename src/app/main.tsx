import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { PRERENDERED_ATTRIBUTE } from './prerender/prerendered-root';
import { loadRouteScreens } from './router';

/**
 * Hydrates the page the build prerendered for this address; renders any other afresh. Either
 * way in a transition, which works in slices that give the main thread back every few
 * milliseconds, so a phone never sits in one long task while the first screen is built.
 */
function render(): void {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  startTransition(() => {
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// The page's lazy screen loads first, so a prerendered page hydrates in one pass.
const screensLoaded = loadRouteScreens(window.location.pathname);
// Compared with the raw Vite value so the real-mode build drops the mock code entirely.
// mocks/boot.ts is small: the mock backend starts behind the first paint. No top-level await:
// boot imports modules of this entry's chunk, which must finish evaluating first.
if (import.meta.env.VITE_API_MODE === 'mock') {
  void Promise.all([import('../../mocks/boot'), screensLoaded]).then(render);
} else void screensLoaded.then(render);
