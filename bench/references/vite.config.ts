import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The reference apps' own config (bench/references.ts builds each with it): React's plugin and
 * none of the shop's. The API's URL comes from VITE_API_BASE_URL, as in the shop.
 */
export default defineConfig({
  plugins: [react()],
  build: { target: 'es2022', sourcemap: 'hidden' },
});
