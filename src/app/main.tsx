import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// Compared with the raw Vite value so the real-mode build drops the mock code entirely.
// mocks/boot.ts is small: the mock backend starts behind the first paint.
if (import.meta.env.VITE_API_MODE === 'mock') await import('../../mocks/boot');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
