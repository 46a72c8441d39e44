import type { ProductResponse, ProductSummary } from '../../src/features/catalogue';
import { endpointPath } from '../../src/config/endpoints';
import { isWakingStatus } from '../../src/lib/server-waking';

/** The API's public data as the build read it: what the catalogue and product pages show. */
export interface ApiSnapshot {
  /** When it was read (ms since 1970): the app asks the API again for anything older at once. */
  takenAt: number;
  /** The catalogue's list without filters, as the API answered it. */
  products: ProductSummary[];
  /** Each listed product's details response, by id. */
  details: Record<number, { product: ProductResponse }>;
}

export interface SnapshotTiming {
  /** How long the build waits for a sleeping API to wake. */
  wakeWindowMs: number;
  retryMs: number;
  requestTimeoutMs: number;
}

/** A free hosting tier wakes in 15–50 s: the build waits a little longer. */
export const SNAPSHOT_TIMING: SnapshotTiming = {
  wakeWindowMs: 90_000,
  retryMs: 2_000,
  requestTimeoutMs: 30_000,
};

/** Read so many product details at a time. */
const DETAIL_READS_AT_ONCE = 6;

class Unreachable extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isListEntry = (value: unknown): value is ProductSummary =>
  isObject(value) && Number.isSafeInteger(value.id) && typeof value.product_name === 'string';

/** A refused connection or an unknown host: nothing is there to wake. */
function refusedOutright(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/**
 * GETs one path as JSON. A sleeping API's answers (502, 503, 504, or none in time) are tried
 * again until the wake window ends; any other failure ends the snapshot.
 */
async function readJson(
  apiUrl: string,
  path: string,
  timing: SnapshotTiming,
  wakeBy: number,
): Promise<unknown> {
  for (;;) {
    let reason: string;
    try {
      const response = await fetch(`${apiUrl}${path}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timing.requestTimeoutMs),
      });
      if (response.ok) return await response.json();
      if (!isWakingStatus(response.status)) {
        throw new Unreachable(`GET ${path} answered ${response.status}`);
      }
      reason = `GET ${path} answered ${response.status}`;
    } catch (error) {
      if (error instanceof Unreachable) throw error;
      if (refusedOutright(error)) throw new Unreachable(`nothing answers at ${apiUrl}`);
      reason = `GET ${path} failed: ${(error as Error).message}`;
    }
    if (Date.now() + timing.retryMs > wakeBy) {
      throw new Unreachable(`${reason}, still after ${timing.wakeWindowMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, timing.retryMs));
  }
}

/** Runs `read` over `items`, a few at a time. */
async function inBatches<Item, Result>(
  items: Item[],
  read: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  for (let start = 0; start < items.length; start += DETAIL_READS_AT_ONCE) {
    results.push(
      ...(await Promise.all(items.slice(start, start + DETAIL_READS_AT_ONCE).map(read))),
    );
  }
  return results;
}

export type SnapshotResult = { snapshot: ApiSnapshot } | { failure: string };

/**
 * Reads the catalogue and every listed product from the API at `apiUrl`, waiting for it to wake.
 * Never throws: a failure is returned in words, for the build's warning.
 */
export async function takeSnapshot(
  apiUrl: string,
  timing: SnapshotTiming = SNAPSHOT_TIMING,
): Promise<SnapshotResult> {
  const takenAt = Date.now();
  const wakeBy = takenAt + timing.wakeWindowMs;
  const base = apiUrl.replace(/\/+$/, '');
  try {
    const list = await readJson(base, endpointPath('listProducts'), timing, wakeBy);
    if (!Array.isArray(list) || !list.every(isListEntry)) {
      return { failure: `GET ${endpointPath('listProducts')} did not answer a product list` };
    }
    const details: ApiSnapshot['details'] = {};
    await inBatches(list, async ({ id }) => {
      const response = await readJson(base, endpointPath('getProduct', { id }), timing, wakeBy);
      if (isObject(response) && isObject(response.product) && response.product.id === id) {
        details[id] = response as { product: ProductResponse };
      }
    });
    return { snapshot: { takenAt, products: list, details } };
  } catch (error) {
    return { failure: (error as Error).message };
  }
}
