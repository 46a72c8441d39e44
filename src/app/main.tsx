import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

/**
 * A transition renders in slices that give the main thread back every few milliseconds, so a
 * phone never sits in one long task while the first screen is built.
 */
function render(): void {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

// Compared with the raw Vite value so the real-mode build drops the mock code entirely.
// mocks/boot.ts is small: the mock backend starts behind the first paint. No top-level await:
// boot imports modules of this entry's chunk, which must finish evaluating first.
if (import.meta.env.VITE_API_MODE === 'mock') void import('../../mocks/boot').then(render);
else render();
