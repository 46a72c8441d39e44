// @vitest-environment node
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { anyOrigin } from '../../mocks/http/responses';
import { scenarios } from '../../mocks/scenarios';
import { CONSUMER_REQUESTS } from '../consumer-requests';
import { DEFECTS_ON_THE_WIRE } from '../production-defects';
import type { RunningProvider } from '../provider';
import { compareResponses } from './compare';
import type { RecordedResponse } from './http-client';
import { isLoopback } from './loopback';
import { startMockSide } from './mock-side';
import { formatReport, hasUnexplained, summaryLine } from './report';
import { checkFidelity, type FidelityReport } from './run';
import { SCRIPT } from './script';
import { verdictOf } from './verdict';

const account = { username: 'fidelity-staff', password: 'Fidelity123!' };
const running: RunningProvider[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((side) => side.close()));
});

/** The check of a mock (as the live API) against another mock (the project's side). */
async function check(
  { live = [], mock = [] }: { live?: RequestHandler[]; mock?: RequestHandler[] },
  writes = true,
): Promise<FidelityReport> {
  const liveSide = await startMockSide(account, live);
  const mockSide = await startMockSide(account, mock);
  running.push(liveSide, mockSide);
  return checkFidelity({ liveUrl: liveSide.url, mockUrl: mockSide.url, account, writes });
}

const row = (report: FidelityReport, call: string) =>
  report.rows.find((candidate) => candidate.call === call)!;

const INNER = 'X-Fidelity-Inner';

/** Production's order detail today: the mock's response without the customer. */
const orderWithoutCustomer = http.get(anyOrigin(endpoints.getOrder.path), async ({ request }) => {
  if (request.headers.has(INNER)) return undefined;
  const headers = new Headers(request.headers);
  headers.set(INNER, '1');
  const response = await fetch(request.url, { headers });
  if (response.status !== 200) return undefined;
  const order = (await response.json()) as Record<string, unknown>;
  delete order.customer;
  return HttpResponse.json(order);
});

describe('the drift check (npm run fidelity)', () => {
  it('covers every call of the endpoint table, with at least 30 calls', () => {
    const covered = new Set(SCRIPT.map((call) => call.endpoint));
    expect([...covered].sort()).toEqual(Object.keys(endpoints).sort());
    expect(SCRIPT.length).toBeGreaterThanOrEqual(30);
    expect(new Set(SCRIPT.map((call) => call.name)).size).toBe(SCRIPT.length);
  });

  it('knows the calls of every production defect it lists', () => {
    const names = SCRIPT.map((call) => call.name);
    for (const { seen } of DEFECTS_ON_THE_WIRE) {
      for (const { call } of seen) expect(names).toContain(call);
    }
  });

  it('finds no difference between the mock and itself', async () => {
    const report = await check({});
    const differing = report.rows.filter((candidate) => candidate.verdict !== 'same');
    expect(differing).toEqual([]);
    expect(summaryLine(report)).toBe(
      `${SCRIPT.length} calls: ${SCRIPT.length} same, 0 known production defects, 0 consumer requests, 0 differ`,
    );
    expect(hasUnexplained(report)).toBe(false);
    expect(report.created.live.join('\n')).toMatch(/product "Fidelity check \w+"/);
  });

  it('names a changed text and a changed status, and fails', async () => {
    const live = [
      http.post(anyOrigin(endpoints.login.path), async ({ request }) => {
        const { password } = (await request.clone().json()) as { password?: string };
        if (!password?.endsWith('-wrong')) return undefined;
        return HttpResponse.json({ detail: 'Wrong username or password' }, { status: 401 });
      }),
      http.get(anyOrigin(endpoints.getCart.path), ({ request }) =>
        request.headers.has('X-Session-ID')
          ? undefined
          : HttpResponse.json({ detail: 'No session id found' }, { status: 409 }),
      ),
    ];
    const report = await check({ live });
    expect(row(report, 'login: wrong password')).toMatchObject({
      verdict: 'differs',
      differences: ["detail 'Invalid credentials' → 'Wrong username or password'"],
    });
    expect(row(report, 'getCart: no session')).toMatchObject({
      verdict: 'differs',
      differences: ['status 400 → 409'],
    });
    expect(summaryLine(report)).toMatch(/, 2 differ$/);
    expect(hasUnexplained(report)).toBe(true);
    const table = formatReport(report);
    expect(table).toContain("    detail 'Invalid credentials' → 'Wrong username or password'");
    expect(table).toContain('    status 400 → 409');
  });

  it("marks the customer the mock sends on an order's detail as a consumer request", async () => {
    const report = await check({ live: [orderWithoutCustomer] });
    expect(row(report, 'getOrder: the new one')).toMatchObject({
      verdict: 'consumer request',
      differences: ['missing key customer'],
      reason: expect.stringMatching(/customer on an order's detail/),
    });
    expect(summaryLine(report)).toMatch(/ 1 consumer requests, 0 differ$/);
    expect(formatReport(report)).toContain(
      'Consumer request: GET /api/order/:id key `customer` (the customer on',
    );
    expect(hasUnexplained(report)).toBe(false);
  });

  it('marks the pages the mock answers as a consumer request against a list that ignores them', async () => {
    const report = await check({ live: scenarios['products-unpaginated'].handlers() });
    const pageCalls = SCRIPT.filter(({ name }) => /^listProducts: (a |limit |offset )/.test(name));
    expect(pageCalls).toHaveLength(4);
    for (const { name } of pageCalls) {
      expect(row(report, name), name).toMatchObject({
        verdict: 'consumer request',
        reason: expect.stringMatching(/a page at a time/),
      });
    }
    expect(row(report, 'listProducts: a page').differences).toEqual([
      'type of body: object → array',
    ]);
    expect(row(report, 'listProducts: limit above 100').differences).toContain('status 422 → 200');
    expect(row(report, 'listProducts: the catalogue').verdict).toBe('same');
    expect(summaryLine(report)).toMatch(/ 4 consumer requests, 0 differ$/);
    expect(formatReport(report)).toContain(
      'Consumer request: GET /api/products query `limit`, `offset`, `category`, `sub_category` (the catalogue a page at a time',
    );
    expect(hasUnexplained(report)).toBe(false);
  });

  it('runs only the reads when writes are not allowed, and says which calls it skipped', async () => {
    const report = await check({}, false);
    const skipped = report.rows.filter((candidate) => candidate.verdict === 'skipped');
    expect(skipped.length).toBeGreaterThan(0);
    for (const call of SCRIPT.filter((candidate) => candidate.writes)) {
      expect(row(report, call.name).verdict).toBe('skipped');
    }
    expect(report.rows.filter((candidate) => candidate.verdict === 'same').length).toBeGreaterThan(
      10,
    );
    expect(report.created.live).toEqual([expect.stringMatching(/^a sign-in of/)]);
    expect(formatReport(report)).toMatch(/Skipped \d+ calls \(.*--allow-writes runs them\)/);
  });
});

describe('its verdicts', () => {
  const missingCustomer = {
    kind: 'missing key',
    path: 'customer',
    text: 'missing key customer',
  } as const;
  const status = { kind: 'status', path: '', text: 'status 200 → 500' } as const;

  it('explain a known defect only by the status production responds with there', () => {
    const unknownOrder = { call: 'getOrder: unknown id', endpoint: 'getOrder' };
    expect(verdictOf({ ...unknownOrder, liveStatus: 500 }, [status]).verdict).toBe(
      'known production defect',
    );
    expect(verdictOf({ ...unknownOrder, liveStatus: 502 }, [status]).verdict).toBe('differs');
  });

  it('call a consumer request only what the list requests, and nothing beside it', () => {
    const order = { call: 'getOrder: the new one', endpoint: 'getOrder', liveStatus: 200 };
    const product = { call: 'getProduct: the new one', endpoint: 'getProduct', liveStatus: 200 };
    expect(verdictOf(order, [missingCustomer]).verdict).toBe('consumer request');
    expect(verdictOf(order, [missingCustomer, status]).verdict).toBe('differs');
    expect(verdictOf(product, [missingCustomer]).verdict).toBe('differs');
  });

  it('call a consumer request a call answered as if its query parameters were not sent', () => {
    const page = { call: 'listProducts: a page', endpoint: 'listProducts', liveStatus: 200 };
    const shape = { kind: 'type', path: '', text: 'type of body: object → array' } as const;
    expect(verdictOf(page, [shape]).verdict).toBe('differs');
    expect(
      verdictOf({ ...page, answeredWithoutParameters: CONSUMER_REQUESTS.productPages }, [shape]),
    ).toEqual({ verdict: 'consumer request', reason: CONSUMER_REQUESTS.productPages.reason });
  });
});

describe('its loopback rule', () => {
  it('lets writes go to this machine only', async () => {
    for (const url of [
      'http://127.0.0.1:8000',
      'http://127.3.4.5',
      'http://localhost:1',
      'http://[::1]:9',
    ]) {
      expect(await isLoopback(url), url).toBe(true);
    }
    for (const url of ['http://10.0.0.1:8000', 'https://example.com', 'http://[::2]']) {
      expect(await isLoopback(url), url).toBe(false);
    }
  });
});

describe('its reading of a 422', () => {
  const response = (detail: unknown): RecordedResponse => ({
    status: 422,
    contentType: 'application/json',
    body: { detail },
    isJson: true,
    cookies: [],
  });
  const current = [
    { type: 'missing', loc: ['body', 'password'], msg: 'Field required', input: { username: 'a' } },
  ];

  it("reads pydantic 1's words as pydantic 2's, and says so", () => {
    const older = [
      { loc: ['body', 'password'], msg: 'field required', type: 'value_error.missing' },
    ];
    expect(compareResponses(response(current), response(older))).toEqual({
      differences: [],
      notes: ["the live 422 is in pydantic 1's words, read as pydantic 2's"],
    });
  });

  it('still compares the texts exactly', () => {
    const changed = [{ ...current[0], msg: 'This field is required' }];
    expect(compareResponses(response(current), response(changed)).differences).toEqual([
      {
        kind: 'text',
        path: 'detail[].msg',
        text: "detail[].msg 'Field required' → 'This field is required'",
      },
    ]);
  });
});
