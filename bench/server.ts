import autocannon from 'autocannon';
import { startService } from './processes';

export interface ServerFigures {
  seedProducts: number;
  durationS: number;
  connections: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** `npm run mock:server` (latency 0) under autocannon: GET /api/products on loopback. */
export async function benchServer(
  port: number,
  seedProducts: number,
  durationS: number,
  connections = 10,
): Promise<ServerFigures> {
  const server = await startService('npx', ['tsx', 'mocks/server/main.ts'], /Mock API on/, {
    MOCK_HOST: '127.0.0.1',
    MOCK_PORT: String(port),
    MOCK_LATENCY_MS: '0',
    MOCK_SEED_PRODUCTS: String(seedProducts),
  });
  try {
    const url = `http://127.0.0.1:${port}/api/products`;
    // A short warm-up, so the JIT and the first-call caches are not in the figures.
    await autocannon({ url, connections, duration: 1 });
    const result = await autocannon({ url, connections, duration: durationS });
    return {
      seedProducts,
      durationS,
      connections,
      requestsPerSecond: result.requests.average,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
    };
  } finally {
    await server.stop();
  }
}
