import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  mode: 'test',
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts'],
    environment: 'jsdom',
    environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
    setupFiles: ['tests/unit/setup.ts'],
    pool: 'threads',
    // Generous limits for a busy 2-core machine; tests wait for what they check, never sleep.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
