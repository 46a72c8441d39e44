import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`../public/${WORKER_FILE}`, import.meta.url));

/**
 * Serves and emits MSW's worker script in mock mode only, under the app's base path,
 * so the real-mode bundle carries no mock file at all.
 */
export function mockServiceWorker(enabled: boolean): Plugin {
  return {
    name: 'webshop-mock-service-worker',
    apply: () => enabled,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!path.endsWith(`/${WORKER_FILE}`)) return next();
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: readFileSync(workerPath) });
    },
  };
}
