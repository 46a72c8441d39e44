import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { seedDb } from './seed';
import { mockSettings } from './settings';

const LATENCY_KEY = 'webshop-mock:latency';

/** Starts the in-browser mock backend; the app renders only after this resolves. */
export async function startMockBackend(): Promise<void> {
  seedDb({ products: mockSettings.seedProducts });
  const storedLatency = Number(localStorage.getItem(LATENCY_KEY) ?? NaN);
  if (Number.isFinite(storedLatency) && storedLatency >= 0) mockSettings.latencyMs = storedLatency;

  const worker = setupWorker(...handlers);
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
