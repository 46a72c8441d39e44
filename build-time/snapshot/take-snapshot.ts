import type { ProductResponse, ProductSummary } from '../../src/features/catalogue';
import { endpointPath } from '../../src/config/endpoints';
import { isWakingStatus } from '../../src/lib/server-waking';
import { getJson } from './get-json';

/** A product's details as the API answers them, for the product asked for. */
export interface ProductDetails {
  product: ProductResponse & { id: number };
}

/**
 * The API's public data as the build reads it: the catalogue's list at once, and each listed
 * product's details when its page is drawn, so that the build never holds them all.
 */
export interface ApiSnapshot {
  /** When the list was read (ms since 1970): the app asks the API again at once. */
  takenAt: number;
  /** The catalogue's list without filters, as the API answered it. */
  products: ProductSummary[];
  /** One product's details; none when the API does not answer them (its page is not drawn). */
  details: (id: number) => Promise<ProductDetails | undefined>;
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

class Unreachable extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isListEntry = (value: unknown): value is ProductSummary =>
  isObject(value) && Number.isSafeInteger(value.id) && typeof value.product_name === 'string';

/** A refused connection or an unknown host: nothing is there to wake. */
function refusedOutright(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN';
}

/**
 * GETs one path as JSON. A sleeping API's answers (502, 503, 504, or none in time) are tried
 * again until `wakeBy`; any other failure throws.
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
      const { status, body } = await getJson(`${apiUrl}${path}`, timing.requestTimeoutMs);
      if (body !== undefined) return body;
      if (!isWakingStatus(status)) throw new Unreachable(`GET ${path} answered ${status}`);
      reason = `GET ${path} answered ${status}`;
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

export type SnapshotResult = { snapshot: ApiSnapshot } | { failure: string };

/** `id`'s details from the API at `base`, once it is awake; none on any failure. */
async function readDetails(base: string, id: number, timing: SnapshotTiming) {
  try {
    const path = endpointPath('getProduct', { id });
    const response = await readJson(base, path, timing, Date.now() + timing.wakeWindowMs);
    const matches = isObject(response) && isObject(response.product) && response.product.id === id;
    return matches ? (response as unknown as ProductDetails) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the catalogue's list from the API at `apiUrl`, waiting for it to wake; the snapshot reads
 * each product's details when asked. Never throws: a failure is returned in words, for the
 * build's warning.
 */
export async function takeSnapshot(
  apiUrl: string,
  timing: SnapshotTiming = SNAPSHOT_TIMING,
): Promise<SnapshotResult> {
  const takenAt = Date.now();
  const base = apiUrl.replace(/\/+$/, '');
  try {
    const list = await readJson(
      base,
      endpointPath('listProducts'),
      timing,
      takenAt + timing.wakeWindowMs,
    );
    if (!Array.isArray(list) || !list.every(isListEntry)) {
      return { failure: `GET ${endpointPath('listProducts')} did not answer a product list` };
    }
    const details = (id: number) => readDetails(base, id, timing);
    return { snapshot: { takenAt, products: list, details } };
  } catch (error) {
    return { failure: (error as Error).message };
  }
}
