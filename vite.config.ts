import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// VITE_BASE_PATH hosts the demo build under a sub-path (for example /shop/).
export default defineConfig(({ mode }) => ({
  base: process.env.VITE_BASE_PATH || '/',
  plugins: [react()],
  build: {
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
    target: 'es2022',
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
