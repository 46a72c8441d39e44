import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';
const workerPath = fileURLToPath(new URL(`../public/${WORKER_FILE}`, import.meta.url));

const SELF_UNREGISTER =
  /if \(remainingClients\.length === 0\) \{\s*self\.registration\.unregister\(\)\s*\}/;

/**
 * MSW's worker, except that it stays registered when its last page closes. MSW's unregisters
 * itself then, so each page load of a single tab (a link to another path, a reload) registered
 * and installed it anew, racing the page: a page loaded while it was going was left without
 * its mock, or reloaded by MSW. Kept, a worker no page has started mocking with passes every
 * call through, as MSW's does (docs/decisions/0004-mock-worker-kept-registered.md).
 */
export function demoWorkerScript(script: string): string {
  if (!SELF_UNREGISTER.test(script)) {
    throw new Error(`${WORKER_FILE}: MSW's worker no longer unregisters itself as expected.`);
  }
  return script.replace(SELF_UNREGISTER, '// Kept registered for the next page load.');
}

const workerScript = () => demoWorkerScript(readFileSync(workerPath, 'utf8'));

/**
 * Serves and emits MSW's worker script (`demoWorkerScript`) in mock mode only, under the app's
 * base path, so the real-mode bundle carries no mock file at all.
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
        response.end(workerScript());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source: workerScript() });
    },
  };
}
