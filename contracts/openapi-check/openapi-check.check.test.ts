// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/config/endpoints';
import { CONSUMER_REQUEST_LIST, CONSUMER_REQUESTS } from '../consumer-requests';
import { OPENAPI_GAPS } from '../openapi-gaps';
import { PACT_DIR } from '../pact-config';
import { checkOpenApi, readPacts, type OpenApiReport } from './check';
import { openApiCheckCli } from './cli';
import type { OpenApiDocument } from './document';
import { mockApiDocument } from './mock-document';
import { formatReport, hasUnexplained, summaryLine } from './report';

/** The document as the tests edit it. */
interface Editable {
  openapi: string;
  paths: Record<string, Record<string, EditableOperation>>;
  components?: { schemas?: Record<string, unknown> };
}
interface EditableOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { required?: boolean; content?: Content };
  responses: Record<string, { description?: string; headers?: unknown; content?: Content }>;
}
type Content = Record<string, { schema?: unknown }>;

const editable = (version?: string) => mockApiDocument(version) as unknown as Editable;
const asDocument = (document: Editable) => document as unknown as OpenApiDocument;
const operations = (document: Editable) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

/** The query parameters the consumer requests add to the call at `path`. */
const requestedParameters = (path: string) =>
  CONSUMER_REQUEST_LIST.filter(({ endpoint }) => endpoints[endpoint].path === path).flatMap(
    ({ queryParameters = [] }) => queryParameters,
  );

const json = (schema: unknown): Content => ({ 'application/json': { schema } });

/** FastAPI's validation error (422), as production's document declares it. */
const PRODUCTION_SCHEMAS = {
  HTTPValidationError: {
    title: 'HTTPValidationError',
    type: 'object',
    properties: {
      detail: {
        title: 'Detail',
        type: 'array',
        items: { $ref: '#/components/schemas/ValidationError' },
      },
    },
  },
  ValidationError: {
    title: 'ValidationError',
    required: ['loc', 'msg', 'type'],
    type: 'object',
    properties: {
      loc: {
        title: 'Location',
        type: 'array',
        items: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
      },
      msg: { title: 'Message', type: 'string' },
      type: { title: 'Error Type', type: 'string' },
    },
  },
};

/**
 * The mock's document less what production's leaves out: only 200 and 422 on every path, the 200
 * declared `schema: {}` (a route without `response_model`), the 422 FastAPI's validation error; no
 * header parameter, no `Set-Cookie`, no body on the logout, none of the consumer requests' query
 * parameters; OpenAPI 3.0.2, as FastAPI on pydantic 1 emits it.
 */
function likeProduction(): Editable {
  const document = editable('3.0.2');
  document.components = { schemas: structuredClone(PRODUCTION_SCHEMAS) };
  for (const { path, operation } of operations(document)) {
    operation.responses = {
      200: { description: 'Successful Response', content: json({}) },
      422: {
        description: 'Validation Error',
        content: json({ $ref: '#/components/schemas/HTTPValidationError' }),
      },
    };
    const requested = requestedParameters(path.replace(/\{(\w+)\}/g, ':$1'));
    operation.parameters = operation.parameters?.filter(
      (parameter) => parameter.in !== 'header' && !requested.includes(parameter.name),
    );
    if (path === '/api/auth/logout') delete operation.requestBody;
  }
  return document;
}

const pacts = readPacts(PACT_DIR);
const check = (document: Editable, from = pacts): Promise<OpenApiReport> =>
  checkOpenApi({ document: asDocument(document), source: 'the test document', pacts: from });

const findings = (report: OpenApiReport) =>
  report.interactions.flatMap((interaction) => interaction.findings);
const pinned = (
  predicate: (request: { method: string; path: string; status?: number }) => boolean,
) =>
  pacts.flatMap(({ pact }) =>
    pact.interactions
      .filter(({ request, response }) =>
        predicate({
          method: request?.method ?? '',
          path: request?.path ?? '',
          status: response?.status,
        }),
      )
      .map(({ description }) => description),
  );

const folder = mkdtempSync(join(tmpdir(), 'openapi-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
let written = 0;
/** Writes the document to a file of its own, for the command line. */
function file(document: Editable | object): string {
  const path = join(folder, `openapi-${++written}.json`);
  writeFileSync(path, JSON.stringify(document));
  return path;
}

/** The command line's exit code and what it printed. */
async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await openApiCheckCli(args, {
    info: (text) => out.push(text),
    error: (text) => err.push(text),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('the OpenAPI check (npm run pact:check-openapi)', () => {
  it('finds nothing in a document that declares what the pacts pin, OpenAPI 3.1 or 3.0', async () => {
    for (const version of ['3.1.0', '3.0.3']) {
      const report = await check(editable(version));
      expect(findings(report)).toEqual([]);
      expect(report.otherFindings).toEqual([]);
      expect(report.interactions.every(({ verdict }) => verdict === 'match')).toBe(true);
      expect(report.interactions.length).toBe(pacts[0].pact.interactions.length);
      const { answers, requestBodies } = report.bodies;
      expect([...answers, ...requestBodies].every(({ compared }) => compared)).toBe(true);
      expect(summaryLine(report)).toBe(
        `${report.interactions.length} interactions: ${report.interactions.length} match, 0 not compared, 0 known gaps of the document, 0 consumer requests, 0 findings; ` +
          `answers: ${answers.length} compared, 0 not compared (no schema); request bodies: ${requestBodies.length} compared, 0 not compared (no schema)`,
      );
    }
  });

  it('says that a known gap the document fixes is no longer seen', async () => {
    const text = formatReport(await check(editable()));
    for (const name of Object.keys(OPENAPI_GAPS))
      expect(text).toContain(`Known gap ${name} is no longer seen`);
    for (const name of Object.keys(CONSUMER_REQUESTS))
      expect(text).toContain(`Consumer request ${name}: the document lacks nothing of it.`);
    expect(text).toContain('Not compared: nothing;');
  });

  it("names a missing path, with each of that path's interactions", async () => {
    const document = editable();
    delete document.paths['/api/orders'];
    const report = await check(document);
    const missing = findings(report).filter(
      ({ code }) => code === 'request.path-or-method.unknown',
    );
    const expected = pinned(({ path }) => path === '/api/orders');
    expect(expected.length).toBeGreaterThan(0);
    expect(missing.map(({ description }) => description).sort()).toEqual(expected.sort());
    expect(missing.every(({ gap, call }) => !gap && call === 'GET /api/orders')).toBe(true);
    expect(hasUnexplained(report)).toBe(true);
    const text = formatReport(report);
    expect(text).toContain('Calls the document does not have');
    for (const description of expected)
      expect(text).toContain(`is not in the document (the pact '${description}'): it has no path`);
  });

  it('names a missing status, with the statuses the document defines', async () => {
    const document = editable();
    delete document.paths['/api/order/{id}'].get.responses['404'];
    const report = await check(document);
    const [missing, ...more] = findings(report);
    expect(more).toEqual([]);
    expect(missing).toMatchObject({
      code: 'response.status.unknown',
      call: 'GET /api/order/{id}',
      gap: undefined,
      text: "`GET /api/order/{id}` answers 404 (the pact 'a request for an order that does not exist (production defect)'); the document defines only 200, 401 and 422",
    });
    expect(formatReport(report)).toContain('Response statuses the document does not define');
  });

  it('names a request header the document does not declare', async () => {
    const document = editable();
    const cart = document.paths['/api/get-items'].get;
    cart.parameters = cart.parameters?.filter(({ name }) => name !== 'X-Session-ID');
    const report = await check(document);
    const unknown = findings(report);
    expect(unknown.map(({ description }) => description).sort()).toEqual(
      pinned(({ path }) => path === '/api/get-items').sort(),
    );
    for (const finding of unknown) {
      // Other calls declare X-Session-ID: the document knows the header, so this is no known gap.
      expect(finding).toMatchObject({ code: 'request.header.unknown', header: 'x-session-id' });
      expect(finding.gap).toBeUndefined();
      expect(finding.says).toContain('is sent `X-Session-ID`');
    }
  });

  it("counts the known gaps of production's document as known, each of them", async () => {
    const report = await check(likeProduction());
    expect(hasUnexplained(report)).toBe(false);
    expect(report.otherFindings).toEqual([]);
    for (const gap of report.gaps) expect(gap.findings, gap.name).toBeGreaterThan(0);
    const withGaps = report.interactions.filter(({ findings }) => findings.some(({ gap }) => gap));
    expect(withGaps.length).toBeGreaterThan(0);
    expect(withGaps.every(({ verdict }) => verdict === 'known gap')).toBe(true);
    const byGap = (name: string) => findings(report).filter(({ gap }) => gap === name);
    expect(byGap('onlySuccessAndValidationStatuses').map(({ code }) => code)).toContain(
      'response.status.unknown',
    );
    expect(byGap('sessionAndCsrfHeadersUndeclared').map(({ header }) => header)).toContain(
      'x-session-id',
    );
    expect(byGap('signInCookiesUndeclared').map(({ header }) => header)).toEqual(['set-cookie']);
    expect(
      byGap('logoutBodyUndeclared')
        .map(({ code }) => code)
        .sort(),
    ).toEqual(['request.body.unknown', 'request.content-type.unknown']);
    const text = formatReport(report);
    expect(text).toContain('\n    `POST /api/auth/login`\n');
    expect(text).toContain(
      "\n      - answers 401 (the pact 'a login with a wrong password'); the document defines only 200 and 422\n",
    );
    expect(text).toContain('Findings: none that a known gap or a consumer request does not cover.');
  });

  it("reports what production's document lacks of a consumer request as that request, not as a finding", async () => {
    const report = await check(likeProduction());
    const { interactions, queryParameters } = CONSUMER_REQUESTS.productPages;
    const verdicts = Object.fromEntries(
      report.interactions.map(({ description, verdict }) => [description, verdict]),
    );
    expect(verdicts[interactions.firstPage]).toBe('consumer request');
    expect(verdicts[interactions.categoryPage]).toBe('consumer request');
    // Production's document declares the 422; a refused request's parameters are not compared.
    expect(verdicts[interactions.limitTooLarge]).toBe('match');
    const requested = findings(report).filter(({ request }) => request);
    expect(new Set(requested.map(({ query }) => query))).toEqual(new Set(queryParameters));
    expect(
      requested.every(
        ({ request, code }) => request === 'productPages' && code === 'request.query.unknown',
      ),
    ).toBe(true);
    expect(hasUnexplained(report)).toBe(false);
    const text = formatReport(report);
    expect(text).toContain('[consumer request: productPages]');
    expect(text).toContain(
      `Consumer request productPages (${requested.length} findings): ${CONSUMER_REQUESTS.productPages.reason}.`,
    );
    expect(summaryLine(report)).toMatch(/ 2 consumer requests, 0 findings;/);
  });

  it('takes a query parameter the request does not add, missing from the document, as a finding', async () => {
    const document = likeProduction();
    const list = document.paths['/api/products'].get;
    list.parameters = list.parameters?.filter(({ name }) => name !== 'name');
    const report = await check(document);
    const missing = findings(report).filter(({ request, gap }) => !request && !gap);
    expect(missing.length).toBeGreaterThan(0);
    expect(
      missing.every(({ code, query }) => code === 'request.query.unknown' && query === 'name'),
    ).toBe(true);
    expect(hasUnexplained(report)).toBe(true);
  });

  it('takes a gap the document has begun to fix as findings: the header declared on one call', async () => {
    const document = likeProduction();
    document.paths['/api/get-items'].get.parameters?.push({ name: 'X-Session-ID', in: 'header' });
    const report = await check(document);
    const headers = findings(report).filter(({ header }) => header === 'x-session-id');
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.every(({ gap }) => gap === undefined)).toBe(true);
    expect(hasUnexplained(report)).toBe(true);
  });

  it('reports answers declared `schema: {}`, `true` or a title alone as not compared, counted, and matches none', async () => {
    const document = editable();
    document.components = { schemas: { Anything: { title: 'Anything' } } };
    for (const { operation } of operations(document))
      for (const response of Object.values(operation.responses)) response.content = json({});
    const answer = (path: string) => document.paths[path].get.responses['200'];
    answer('/api/order/{id}').content = json(true);
    answer('/api/auth/me').content = json({ title: 'Response Me', description: 'The user' });
    answer('/api/orders').content = json({ $ref: '#/components/schemas/Anything' });
    const report = await check(document);
    expect(findings(report)).toEqual([]);
    expect(report.interactions.filter(({ verdict }) => verdict !== 'not compared')).toEqual([]);
    expect(report.interactions.every(({ answer }) => answer?.compared === false)).toBe(true);
    const { answers, requestBodies } = report.bodies;
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter(({ compared }) => compared)).toEqual([]);
    const declares = (call: string) =>
      answers.find((body) => body.call === call && body.status === '200')?.declares;
    expect(declares('GET /api/order/{id}')).toBe('`true`');
    expect(declares('GET /api/auth/me')).toBe('`{"title":"Response Me","description":"The user"}`');
    expect(declares('GET /api/orders')).toBe('`{"$ref":"#/components/schemas/Anything"}`');
    expect(declares('GET /api/products')).toBe('`{}`');
    const all = report.interactions.length;
    expect(summaryLine(report)).toBe(
      `${all} interactions: 0 match, ${all} not compared, 0 known gaps of the document, 0 consumer requests, 0 findings; ` +
        `answers: 0 compared, ${answers.length} not compared (no schema); request bodies: ${requestBodies.length} compared, 0 not compared (no schema)`,
    );
    expect(hasUnexplained(report)).toBe(false);
    const text = formatReport(report);
    expect(text).toContain(
      `Not compared: the bodies the document declares no schema for, so the comparator has nothing to compare them with: ${answers.length} answers, 0 request bodies:\n  Answers (${answers.length})\n`,
    );
    const orders = pinned(({ path, status }) => path === '/api/orders' && status === 200);
    expect(text).toContain(
      `\n    \`GET /api/orders\` 200: declares \`{"$ref":"#/components/schemas/Anything"}\` (${orders.length} interactions)\n`,
    );
    // Not compared is no failure: the command exits 0.
    expect((await cli(['--oas', file(document)])).code).toBe(0);
  });

  it('takes an answer declared without content as a finding, and as not compared', async () => {
    const document = editable();
    delete document.paths['/api/auth/me'].get.responses['200'].content;
    const report = await check(document);
    const unknown = findings(report).filter(({ code }) => code === 'response.body.unknown');
    const me = pinned(({ path, status }) => path === '/api/auth/me' && status === 200);
    expect(me.length).toBeGreaterThan(0);
    expect(unknown.map(({ description }) => description).sort()).toEqual(me.sort());
    expect(report.bodies.answers.find(({ call }) => call === 'GET /api/auth/me')).toMatchObject({
      status: '200',
      compared: false,
      declares: 'no content',
    });
    expect(hasUnexplained(report)).toBe(true);
  });

  it('reports request bodies declared `schema: {}` as not compared; a request answered 400 or more has none compared', async () => {
    const document = editable();
    for (const { operation } of operations(document))
      if (operation.requestBody) operation.requestBody.content = json({});
    const report = await check(document);
    expect(findings(report)).toEqual([]);
    const sent = report.interactions.filter(({ requestBody }) => requestBody);
    expect(sent.length).toBeGreaterThan(0);
    for (const { requestBody, verdict, status, description } of sent) {
      expect(requestBody?.compared, description).toBe(false);
      expect(verdict, description).toBe('not compared');
      expect(status, description).toBeLessThan(400);
    }
    // The comparator takes such a request as sent to be refused, and compares no body of it.
    expect(
      report.interactions.find(
        ({ description }) => description === 'a login with a wrong password',
      ),
    ).toMatchObject({ verdict: 'match', requestBody: undefined, answer: { compared: true } });
    const { answers, requestBodies } = report.bodies;
    expect(requestBodies.filter(({ compared }) => compared)).toEqual([]);
    expect(summaryLine(report)).toMatch(
      new RegExp(
        `; answers: ${answers.length} compared, 0 not compared \\(no schema\\); request bodies: 0 compared, ${requestBodies.length} not compared \\(no schema\\)$`,
      ),
    );
    const text = formatReport(report);
    expect(text).toContain(`  Request bodies (${requestBodies.length})\n`);
    expect(text).toContain('\n    `POST /api/auth/login`: declares `{}` (');
  });

  it("says a consumer request's answer without a schema is not compared, never that the document lacks nothing of it", async () => {
    const report = await check(likeProduction());
    const { withCustomer } = CONSUMER_REQUESTS.orderCustomer.interactions;
    const order = { call: 'GET /api/order/{id}', status: '200' };
    expect(
      report.interactions.find(({ description }) => description === withCustomer),
    ).toMatchObject({ verdict: 'not compared', answer: { ...order, compared: false } });
    expect(report.requests.find(({ name }) => name === 'orderCustomer')).toMatchObject({
      findings: 0,
      notCompared: [{ ...order, declares: '`{}`' }],
    });
    const text = formatReport(report);
    expect(text).not.toContain('Consumer request orderCustomer: the document lacks nothing of it.');
    expect(text).toContain(
      'Consumer request orderCustomer: not compared: the document has no schema for its answer `GET /api/order/{id}` 200 (it declares `{}`), so the check cannot tell whether the answer has `customer`.',
    );
    expect(text).toContain(
      `Consumer request productPages (6 findings): ${CONSUMER_REQUESTS.productPages.reason}. Not compared: its answer \`GET /api/products\` 200 (it declares \`{}\`).`,
    );
  });

  it("takes what a response model lacks of a consumer request's answer as that request", async () => {
    const document = likeProduction();
    // The order's detail with a response model as production would write it today: no customer.
    document.paths['/api/order/{id}'].get.responses['200'].content = json({
      type: 'object',
      properties: { order_id: { type: 'integer' }, order_total: {}, items: { type: 'array' } },
    });
    const report = await check(document);
    const { withCustomer } = CONSUMER_REQUESTS.orderCustomer.interactions;
    const requested = findings(report).filter(({ description }) => description === withCustomer);
    expect(requested.map(({ code, request }) => [code, request])).toEqual([
      ['response.body.incompatible', 'orderCustomer'],
    ]);
    expect(
      report.interactions.find(({ description }) => description === withCustomer),
    ).toMatchObject({ verdict: 'consumer request', answer: { compared: true } });
    expect(hasUnexplained(report)).toBe(false);
    expect(formatReport(report)).toContain(
      `Consumer request orderCustomer (1 finding): ${CONSUMER_REQUESTS.orderCustomer.reason}.\n`,
    );
  });

  describe('on a pact of five interactions', () => {
    const interaction = (
      description: string,
      request: { method: string; path: string; headers?: Record<string, string[]> },
      status: number,
    ) => ({
      description,
      request,
      response: {
        status,
        headers: { 'Content-Type': ['application/json'] },
        body: { content: {}, contentType: 'application/json', encoded: false },
      },
    });
    const pactFolder = mkdtempSync(join(folder, 'pacts-'));
    const small = {
      consumer: { name: 'webshop-web' },
      provider: { name: 'webshop-api' },
      metadata: { pactSpecification: { version: '4.0' } },
      interactions: [
        interaction('the catalogue', { method: 'GET', path: '/api/products' }, 200),
        interaction(
          'a product that does not exist',
          { method: 'GET', path: '/api/product/9' },
          404,
        ),
        interaction(
          'a refresh without a sign-in',
          { method: 'POST', path: '/api/auth/refresh' },
          403,
        ),
        interaction(
          'the cart',
          { method: 'GET', path: '/api/get-items', headers: { 'X-Session-ID': ['abcdefgh'] } },
          200,
        ),
        interaction('the orders', { method: 'GET', path: '/api/orders' }, 200),
      ],
    };

    /**
     * Products and a product's 404 with the mock's answers, refresh and the cart as production
     * documents them (the cart's answer without a schema); no orders.
     */
    const smallDocument = () => {
      const document = likeProduction();
      const mock = editable();
      document.paths = {
        '/api/products': { get: mock.paths['/api/products'].get },
        '/api/product/{id}': {
          get: {
            ...mock.paths['/api/product/{id}'].get,
            responses: {
              200: mock.paths['/api/product/{id}'].get.responses['200'],
              404: mock.paths['/api/product/{id}'].get.responses['404'],
            },
          },
        },
        '/api/auth/refresh': document.paths['/api/auth/refresh'],
        '/api/get-items': document.paths['/api/get-items'],
      };
      return document;
    };

    it('ends with the count of matches, known gaps and findings, and exits 1 on the finding', async () => {
      writeFileSync(join(pactFolder, 'small.json'), JSON.stringify(small));
      const { code, out } = await cli(['--oas', file(smallDocument()), '--pacts', pactFolder]);
      expect(out.split('\n').at(-1)).toBe(
        '5 interactions: 2 match, 0 not compared, 2 known gaps of the document, 0 consumer requests, 1 findings; answers: 2 compared, 1 not compared (no schema); request bodies: 0 compared, 0 not compared (no schema)',
      );
      expect(out).toContain('\n    `GET /api/get-items` 200: declares `{}` (1 interaction)\n');
      expect(code).toBe(1);
      expect(out).toContain(
        "`GET /api/orders`\n      - is not in the document (the pact 'the orders'): it has no path that matches",
      );
    });

    it('gives the same as JSON with --json', async () => {
      writeFileSync(join(pactFolder, 'small.json'), JSON.stringify(small));
      const { code, out } = await cli([
        '--oas',
        file(smallDocument()),
        '--pacts',
        pactFolder,
        '--json',
      ]);
      const report = JSON.parse(out) as {
        counts: Record<string, number>;
        summary: string;
        passed: boolean;
        interactions: { description: string; verdict: string }[];
      };
      expect(code).toBe(1);
      expect(report.counts).toEqual({
        interactions: 5,
        match: 2,
        knownGap: 2,
        consumerRequest: 0,
        finding: 1,
        notCompared: 0,
        answers: { compared: 2, notCompared: 1 },
        requestBodies: { compared: 0, notCompared: 0 },
      });
      expect(report.summary).toBe(
        '5 interactions: 2 match, 0 not compared, 2 known gaps of the document, 0 consumer requests, 1 findings; answers: 2 compared, 1 not compared (no schema); request bodies: 0 compared, 0 not compared (no schema)',
      );
      expect(report.passed).toBe(false);
      expect(
        Object.fromEntries(
          report.interactions.map(({ description, verdict }) => [description, verdict]),
        ),
      ).toEqual({
        'the catalogue': 'match',
        'a product that does not exist': 'match',
        'a refresh without a sign-in': 'known gap',
        'the cart': 'known gap',
        'the orders': 'finding',
      });
    });

    it('exits 0 when every finding is a known gap (the command itself)', () => {
      writeFileSync(
        join(pactFolder, 'small.json'),
        JSON.stringify({ ...small, interactions: small.interactions.slice(0, 4) }),
      );
      const run = spawnSync(
        process.execPath,
        [
          'node_modules/tsx/dist/cli.mjs',
          'contracts/openapi-check/main.ts',
          '--oas',
          file(smallDocument()),
          '--pacts',
          pactFolder,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(run.stderr).toBe('');
      expect(run.stdout.trimEnd().split('\n').at(-1)).toBe(
        '4 interactions: 2 match, 0 not compared, 2 known gaps of the document, 0 consumer requests, 0 findings; answers: 2 compared, 1 not compared (no schema); request bodies: 0 compared, 0 not compared (no schema)',
      );
      expect(run.status).toBe(0);
    });
  });

  it('reads the document from an http URL', async () => {
    const body = JSON.stringify(editable());
    const server = createServer((_, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { code, out } = await cli(['--oas', `http://127.0.0.1:${port}/openapi.json`]);
      expect(out.split('\n').at(-1)).toMatch(
        /^(\d+) interactions: \1 match, 0 not compared, 0 known gaps/,
      );
      expect(code).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('exits 2 without a document, without pacts, or on a document that is not OpenAPI 3', async () => {
    expect(await cli([])).toMatchObject({ code: 2, err: expect.stringContaining('--oas') });
    const empty = mkdtempSync(join(folder, 'no-pacts-'));
    expect(await cli(['--oas', file(editable()), '--pacts', empty])).toMatchObject({
      code: 2,
      err: expect.stringContaining('run `npm run test:contract` first'),
    });
    expect(await cli(['--oas', file({ swagger: '2.0', paths: {} })])).toMatchObject({
      code: 2,
      err: expect.stringContaining('is not an OpenAPI 3.0 or 3.1 document'),
    });
  });

  it('has each known gap, with its reason, in docs/api-contract.md', () => {
    // The page wraps its lines: compared with single spaces.
    const page = readFileSync('docs/api-contract.md', 'utf8').replace(/\s+/g, ' ');
    for (const [name, { summary, reason }] of Object.entries(OPENAPI_GAPS)) {
      expect(page).toContain(`\`${name}\``);
      expect(page).toContain(summary);
      expect(page).toContain(reason);
    }
  });
});
