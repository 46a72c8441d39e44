import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

async function startBackend(): Promise<void> {
  // Compared with the raw Vite value so the real-mode build drops the mock code entirely.
  if (import.meta.env.VITE_API_MODE === 'mock') {
    const { startMockBackend } = await import('../../mocks/browser');
    await startMockBackend();
  }
}

await startBackend();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
