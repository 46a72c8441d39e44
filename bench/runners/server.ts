import autocannon from 'autocannon';
import { median, startMockServer } from '../sites/processes';

export interface ServerFigures {
  seedProducts: number;
  durationS: number;
  connections: number;
  /** Per run, and their medians. */
  requestsPerSecondRuns: number[];
  p99MsRuns: number[];
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

/** `npm run mock:server` (latency 0) under autocannon, `runs` times: GET /api/products on loopback. */
export async function benchServer(
  port: number,
  seedProducts: number,
  durationS: number,
  runs: number,
  connections = 10,
): Promise<ServerFigures> {
  const server = await startMockServer(port, { MOCK_SEED_PRODUCTS: String(seedProducts) });
  try {
    const url = `http://127.0.0.1:${port}/api/products`;
    // A short warm-up, so the JIT and the first-call caches are not in the figures.
    await autocannon({ url, connections, duration: 1 });
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await autocannon({ url, connections, duration: durationS }));
    }
    const requestsPerSecondRuns = results.map((result) => result.requests.average);
    const p99MsRuns = results.map((result) => result.latency.p99);
    return {
      seedProducts,
      durationS,
      connections,
      requestsPerSecondRuns,
      p99MsRuns,
      requestsPerSecond: median(requestsPerSecondRuns),
      p50Ms: median(results.map((result) => result.latency.p50)),
      p99Ms: median(p99MsRuns),
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    };
  } finally {
    await server.stop();
  }
}
