// @vitest-environment node
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/config/endpoints';
import { anyOrigin } from '../mocks/http/responses';
import { startMockProvider, type RunningProvider } from './provider';
import { PRODUCTION_DEFECTS } from './production-defects';
import { judgeResults, listedDefects, type InteractionResult } from './verification-results';
import { verifyPacts } from './verify-pacts';

const signedOut = (request: Request) => !request.headers.get('cookie');
const plain500 = () =>
  new HttpResponse('Internal Server Error', {
    status: 500,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

/** The mock answering as production does where PRODUCTION-DEFECTS.md says it is defective. */
const productionDefects = [
  http.get(anyOrigin(endpoints.listOrders.path), ({ request }) =>
    signedOut(request) ? HttpResponse.json([]) : undefined,
  ),
  http.delete(anyOrigin(endpoints.deleteProduct.path), ({ request }) =>
    signedOut(request) ? HttpResponse.json({ detail: 'Product deleted' }) : undefined,
  ),
  http.get(anyOrigin(endpoints.getOrder.path), ({ params }) =>
    params.id === '999' ? plain500() : undefined,
  ),
  http.patch(anyOrigin(endpoints.setOrderStatus.path), ({ params }) =>
    params.id === '999' ? plain500() : undefined,
  ),
];
const DEFECT_DESCRIPTIONS = Object.values(PRODUCTION_DEFECTS).map(({ description }) => description);

describe('a verification that tolerates the listed production defects', () => {
  let provider: RunningProvider | undefined;
  afterEach(async () => {
    await provider?.close();
    delete process.env.PACT_DESCRIPTION;
  });

  async function verifyOrdersAgainst(overrides: Parameters<typeof startMockProvider>[0]) {
    provider = await startMockProvider(overrides);
    // The defects' interactions and one that production answers well, to keep this quick.
    process.env.PACT_DESCRIPTION = 'production defect|^a request for order 1$';
    const lines: string[] = [];
    const outcome = verifyPacts({
      providerBaseUrl: provider.url,
      providerStatesUrl: `${provider.url}/__mock/provider-state`,
      env: {},
      logLevel: 'error',
      knownDefects: listedDefects(),
      onOutcome: (report) => lines.push(...report),
    });
    return { outcome, lines };
  }

  it('passes when exactly the listed defects fail, naming each with its line in the list', async () => {
    const { outcome, lines } = await verifyOrdersAgainst(productionDefects);
    const { known, unexpected, passed } = (await outcome)!;
    expect(known.map(({ description }) => description).sort()).toEqual(
      [...DEFECT_DESCRIPTIONS].sort(),
    );
    expect(unexpected).toEqual([]);
    expect(passed).toBe(1);
    expect(lines).toContain(`Known production defects, failing as listed (4):`);
    expect(lines.join('\n')).toMatch(/contracts\/PRODUCTION-DEFECTS\.md:\d+/);
    expect(lines.at(-1)).toBe(
      '5 interactions: 1 passed, 4 known defects, 0 fixed, 0 pending (0 passing), 0 other failures.',
    );
  });

  it('fails naming an interaction that is not a listed defect', async () => {
    const brokenOrder = http.get(anyOrigin(endpoints.getOrder.path), ({ params }) =>
      params.id === '1' ? HttpResponse.json({ id: 1 }) : undefined,
    );
    const { outcome } = await verifyOrdersAgainst([brokenOrder, ...productionDefects]);
    await expect(outcome).rejects.toThrow(
      /^Failed, and not a listed defect: a request for order 1 \(/,
    );
  });

  it('says which listed defects now pass: the list must lose them', async () => {
    const { outcome, lines } = await verifyOrdersAgainst([]);
    expect((await outcome)!.fixed).toHaveLength(4);
    expect(lines.join('\n')).toContain(
      'Fixed: these listed defects now pass; remove each from the list (4):',
    );
  });
});

describe('judging the results', () => {
  const result = (description: string, ok: boolean, pending = false): InteractionResult => ({
    description,
    pending,
    result: ok ? 'OK' : 'Error',
    ...(!ok && { mismatch: { mismatches: [{ mismatch: 'expected 401 but was 200' }] } }),
  });

  it('keeps pending interactions apart, whether they pass or fail', () => {
    const outcome = judgeResults(
      [result('a', true), result('b', false, true), result('c', true, true)],
      listedDefects(),
    );
    expect(outcome).toMatchObject({
      passed: 1,
      unexpected: [],
      pending: [
        { description: 'b', passed: false },
        { description: 'c', passed: true },
      ],
    });
  });

  it('without a list, a defect is a failure like any other, with its reasons', () => {
    const outcome = judgeResults([result(DEFECT_DESCRIPTIONS[0], false)], []);
    expect(outcome.unexpected).toEqual([
      { description: DEFECT_DESCRIPTIONS[0], reasons: ['expected 401 but was 200'] },
    ]);
  });
});

describe('npm run pact:verify against a server without a state-change endpoint', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('stops at once, saying what to mount and which variable names it', async () => {
    server = createServer((_request, response) => {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end('{"detail":"Not Found"}');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const run = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify.ts'], {
      env: { ...process.env, PACT_PROVIDER_BASE_URL: `http://127.0.0.1:${port}` },
    });
    let output = '';
    run.stdout.on('data', (chunk: Buffer) => (output += chunk));
    run.stderr.on('data', (chunk: Buffer) => (output += chunk));
    const code = await new Promise((resolve) => run.on('close', resolve));
    expect(code).toBe(1);
    expect(output).toContain('responded with 404');
    expect(output).toContain('contracts/provider-states/fastapi/provider_states.py');
    expect(output).toContain('PACT_PROVIDER_STATES_URL is not set');
    expect(output).toContain('Nothing was verified.');
  });
});
