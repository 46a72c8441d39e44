import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadRouteScreens } from './router';

function render(): void {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// The page's lazy screen loads first: the first render shows it, and it asks for its data at once.
const screensLoaded = loadRouteScreens(window.location.pathname);
// Compared with the raw Vite value so the real-mode build drops the mock code entirely.
// mocks/boot.ts is small: the mock backend starts behind the first paint. No top-level await:
// boot imports modules of this entry's chunk, which must finish evaluating first.
if (import.meta.env.VITE_API_MODE === 'mock') {
  void Promise.all([import('../../mocks/boot'), screensLoaded]).then(render);
} else void screensLoaded.then(render);
