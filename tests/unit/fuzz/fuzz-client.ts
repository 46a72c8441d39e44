import fc from 'fast-check';
import { getResponse } from 'msw';
import { expect, inject } from 'vitest';
import { db } from '../../../mocks/data/db';
import { handlers } from '../../../mocks/handlers';
import { seedDb } from '../../../mocks/data/seed';
import {
  MOCK_ORIGIN,
  mockVisitor,
  signedInStaff,
  type MockVisitor,
  type Transport,
} from '../support/mock-client';

/** Drawn once for the run by seed-of-run.ts (FUZZ_SEED; fixed for the quick pass). */
export const FUZZ_SEED = inject('fuzzSeed');

/** `FUZZ_RUNS=<n>`: every property runs n times (the long pass); unset, the quick pass's counts. */
function fuzzRuns(raw = process.env.FUZZ_RUNS?.trim()): number | undefined {
  if (!raw) return undefined;
  const runs = Number(raw);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error('FUZZ_RUNS must be a whole number, at least 1.');
  return runs;
}

const FUZZ_RUNS = fuzzRuns();
const runs = (quickPass: number) => FUZZ_RUNS ?? quickPass;

/**
 * Runs per property. The quick pass keeps `npm test` fast (about 2,000 inputs in all); the
 * suites count their work, never the clock, so a busy machine only makes them slower.
 */
export const RUNS = {
  payload: runs(100),
  pathGet: runs(50),
  query: runs(200),
  sequence: runs(40),
  cookies: runs(100),
  emailPattern: runs(500),
  httpBodies: runs(40),
  httpHeaders: runs(60),
  httpUrls: runs(40),
  multipart: runs(60),
};

/**
 * fast-check options of every fuzz property. A failure prints the seed, the path and the
 * shrunk input; `FUZZ_SEED=<seed> FUZZ_PATH=<path>` with `-t "<test name>"` replays just it.
 */
export function fuzzOptions(numRuns: number): fc.Parameters<unknown> {
  const path = process.env.FUZZ_PATH?.trim();
  return { seed: FUZZ_SEED, numRuns, ...(path && { path }) };
}

/** A small catalogue: enough to collide on stock, cheap to reseed inside every run. */
export const FUZZ_PRODUCTS = 8;
export const FUZZ_ORDERS = 6;

export function reseed(): void {
  seedDb({ products: FUZZ_PRODUCTS, orders: FUZZ_ORDERS });
}

export interface FuzzResponse {
  status: number;
  contentType: string;
  text: string;
}

export type Body = { json: unknown } | { raw: string } | undefined;

export interface Client extends MockVisitor {
  /** Sends a body as given: `{ json }` is stringified, `{ raw }` goes out as it is. */
  send(
    method: string,
    path: string,
    body?: Body,
    headers?: Record<string, string>,
  ): Promise<FuzzResponse>;
}

function bodyText(body: Body): string | undefined {
  if (body === undefined) return undefined;
  return 'raw' in body ? body.raw : (JSON.stringify(body.json) ?? '');
}

/**
 * One request through the mock's handler list, as msw/node would respond to a fetch. Calling
 * the handlers directly skips the interceptor (most of a fuzz run's time: docs/testing.md,
 * "What `npm test` takes") and lets an exception thrown by a handler fail the property as
 * itself, not as msw's 500.
 */
export const dispatch: Transport = async (path, init) => {
  const response = await getResponse(handlers, new Request(`${MOCK_ORIGIN}${path}`, init));
  if (!response) throw new Error(`No handler responded to ${init.method ?? 'GET'} ${path}`);
  return response;
};

async function fuzzClient(visitor: MockVisitor): Promise<Client> {
  const send: Client['send'] = async (method, path, body, headers) => {
    const response = await visitor.request(method, path, bodyText(body), headers);
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: await response.text(),
    };
  };
  return { ...visitor, send };
}

/** A visitor with its own session id and the CSRF token `GET /api/auth/me` issued to it. */
export async function visitor(): Promise<Client> {
  return fuzzClient(await mockVisitor(dispatch));
}

export async function staffVisitor(): Promise<Client> {
  return fuzzClient(await signedInStaff(dispatch));
}

/** A freshly seeded small store with a guest and a signed-in staff user in it. */
export async function freshStore(): Promise<{ guest: Client; staff: Client }> {
  reseed();
  return { guest: await visitor(), staff: await staffVisitor() };
}

/** A 422 list entry as production's validator writes it. */
function isValidationIssue(value: unknown): boolean {
  const issue = value as { type?: unknown; loc?: unknown; msg?: unknown } | null;
  return (
    typeof issue?.type === 'string' &&
    typeof issue.msg === 'string' &&
    Array.isArray(issue.loc) &&
    issue.loc.length > 0
  );
}

/**
 * The fuzz property of every response: a 4xx with a JSON body holding a string `detail` (a 422:
 * a list of validation issues), or a 2xx with a JSON body — never a 5xx, never a non-JSON body.
 */
export function expectSaneResponse(response: FuzzResponse, context: string): unknown {
  const where = `${context} -> ${response.status} ${response.text.slice(0, 300)}`;
  expect(response.status, where).toBeGreaterThanOrEqual(200);
  expect(response.status, where).toBeLessThan(500);
  expect(response.status >= 300 && response.status < 400, where).toBe(false);
  expect(response.contentType, where).toMatch(/^application\/json/);
  let parsed: unknown;
  expect(() => (parsed = JSON.parse(response.text)), where).not.toThrow();
  if (response.status >= 400) {
    expect(parsed, where).toBeTypeOf('object');
    const detail = (parsed as { detail?: unknown } | null)?.detail;
    if (response.status === 422) {
      expect(
        Array.isArray(detail) && detail.length > 0 && detail.every(isValidationIssue),
        where,
      ).toBe(true);
    } else {
      expect(detail, where).toBeTypeOf('string');
    }
  }
  return parsed;
}

export interface Tally {
  count(who: string, response: FuzzResponse): void;
  print(): void;
}

/**
 * `FUZZ_STATS=1` prints, per property, how often each response came back (status and the start
 * of the body): the way to see which paths of a handler the generated inputs reach.
 */
export function tally(property: string): Tally {
  const counts = new Map<string, number>();
  const on = !!process.env.FUZZ_STATS;
  return {
    count(who, response) {
      if (!on) return;
      const key = `${who} ${response.status} ${response.text.slice(0, 60)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    print() {
      if (!on) return;
      const rows = [...counts].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${n}\t${key}`);
      console.info(`${property}\n${rows.join('\n')}`);
    },
  };
}

function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/** Whatever was sent, the store holds only well-formed rows (checked cheaply, every run). */
export function expectStoreSane(context: string): void {
  const broken: unknown[] = [];
  for (const product of db.product.getAll()) {
    const { price, quantity, product_name: name } = product;
    const good =
      Number.isFinite(price) &&
      price > 0 &&
      hasCents(price) &&
      Number.isSafeInteger(quantity) &&
      quantity >= 0 &&
      typeof name === 'string' &&
      name.trim() !== '';
    if (!good) broken.push({ product: { ...product, description: undefined } });
  }
  for (const item of db.cartItem.getAll()) {
    if (!Number.isSafeInteger(item.quantity) || item.quantity < 1) broken.push({ cartItem: item });
  }
  const ordered = new Set<number>();
  for (const line of db.orderLine.getAll()) {
    if (line.quantity < 1) broken.push({ orderLine: line });
    ordered.add(line.order_id);
  }
  for (const order of db.order.getAll()) {
    if (!ordered.has(order.id)) broken.push({ orderWithoutLines: order.id });
  }
  const usernames = db.user.getAll().map((user) => user.username.trim().toLowerCase());
  if (!usernames.every(Boolean) || new Set(usernames).size !== usernames.length) {
    broken.push({ usernames });
  }
  expect(broken, context).toEqual([]);
}
