// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CONSUMER, PROVIDER } from '../pact-config';
import type { Env, Json } from './broker-client';
import { canIDeployCli } from './can-i-deploy';
import { publishPacts } from './publish-pacts';
import { recordDeploymentCli } from './record-deployment';
import { startStandInBroker, type StandInBroker } from './stand-in-broker';

const PRODUCTION = { uuid: '79060381-269c-4769-9894-9ec3cab44729', name: 'production' };
const TEST = { uuid: '2f4b6f63-2d1b-4e7c-9d4a-6f1c1a3e9b10', name: 'test' };
const TOKEN = 't0k3n';
const folder = mkdtempSync(join(tmpdir(), 'broker-flow-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** What the scripts print, line by line, as `info: …` or `error: …`. */
function collector() {
  const lines: string[] = [];
  const text = () => lines.join('\n');
  return {
    lines,
    text,
    info: (t: string) => lines.push(`info: ${t}`),
    error: (t: string) => lines.push(`error: ${t}`),
  };
}

/** A matrix answer as the broker's `GET /matrix` gives it: rows, a summary and notices. */
function matrixAnswer(version: string, verified: boolean | null, reason: string): Json {
  return {
    summary: {
      deployable: verified === true,
      reason,
      success: verified === true ? 1 : 0,
      failed: verified === false ? 1 : 0,
      unknown: verified === null ? 1 : 0,
    },
    notices: [{ type: verified ? 'success' : 'danger', text: reason }],
    matrix: [
      {
        consumer: { name: CONSUMER, version: { number: version } },
        provider: { name: PROVIDER, version: { number: '4.5.6' } },
        verificationResult: verified === null ? null : { success: verified },
      },
    ],
  };
}

let broker: StandInBroker;
let answers: Json[];
let env: Env;
beforeEach(async () => {
  answers = [];
  broker = await startStandInBroker({
    authorization: `Bearer ${TOKEN}`,
    environments: [TEST, PRODUCTION],
    versions: [`${CONSUMER} 1.2.3`, `${PROVIDER} 4.5.6`],
    matrix: (version) => answers.shift() ?? matrixAnswer(version, true, 'All verified'),
  });
  env = {
    PACT_BROKER_BASE_URL: `${broker.url}/`,
    PACT_BROKER_TOKEN: TOKEN,
    PACT_CONSUMER_VERSION: '1.2.3',
    PACT_CONSUMER_BRANCH: 'main',
  };
});
afterEach(() => broker.close());

const paths = () => broker.received.map(({ method, path }) => `${method} ${path}`);
const matrixQueries = () =>
  broker.received
    .filter(({ path }) => path.startsWith('/matrix?'))
    .map(({ path }) => Object.fromEntries(new URLSearchParams(path.slice('/matrix?'.length))));

describe('pact:publish', () => {
  it('sends the pact, the version and the branch, with the bearer token', async () => {
    const pactFile = join(folder, 'pact.json');
    writeFileSync(pactFile, JSON.stringify({ consumer: { name: CONSUMER }, interactions: [] }));
    const output = collector();
    expect(await publishPacts(env, output, { pactFile })).toBe(0);
    const [request] = broker.received;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/contracts/publish',
      authorization: `Bearer ${TOKEN}`,
    });
    expect(request.body).toMatchObject({
      pacticipantName: CONSUMER,
      pacticipantVersionNumber: '1.2.3',
      branch: 'main',
      contracts: [
        {
          consumerName: CONSUMER,
          providerName: PROVIDER,
          specification: 'pact',
          contentType: 'application/json',
        },
      ],
    });
    const [contract] = (request.body as { contracts: { content: string }[] }).contracts;
    expect(Buffer.from(contract.content, 'base64').toString()).toBe(readFileSync(pactFile, 'utf8'));
    expect(output.lines).toEqual([
      `info: Pact published for ${CONSUMER} version 1.2.3.`,
      `info: Published ${pactFile} as ${CONSUMER} 1.2.3 (main).`,
    ]);
  });

  it('basic auth and the git commit; no branch on a detached HEAD; refused credentials say so', async () => {
    const pactFile = join(folder, 'pact.json');
    writeFileSync(pactFile, '{}');
    const basic = {
      PACT_BROKER_BASE_URL: broker.url,
      PACT_BROKER_USERNAME: 'api',
      PACT_BROKER_PASSWORD: 'secret',
    };
    const gitCommand = (command: string) => (command.includes('--short') ? 'abc1234' : 'HEAD');
    const output = collector();
    expect(await publishPacts(basic, output, { pactFile, gitCommand })).toBe(1);
    expect(broker.received[0].authorization).toBe(
      `Basic ${Buffer.from('api:secret').toString('base64')}`,
    );
    expect(broker.received[0].body).toMatchObject({ pacticipantVersionNumber: 'abc1234' });
    expect(broker.received[0].body).not.toHaveProperty('branch');
    expect(output.text()).toMatch(
      /^error: The broker refused the credentials \(401\).*Nothing was published\.$/,
    );
  });
});

describe('pact:can-i-deploy', () => {
  it('deployable: exit 0, the summary and the reason; the matrix asked as the docs show', async () => {
    const output = collector();
    expect(await canIDeployCli(['--to-environment', 'production'], env, output)).toBe(0);
    expect(paths().slice(0, 2)).toEqual([
      'GET /environments',
      `GET /pacticipants/${CONSUMER}/versions/1.2.3`,
    ]);
    expect(matrixQueries()).toEqual([
      {
        'q[][pacticipant]': CONSUMER,
        'q[][version]': '1.2.3',
        latestby: 'cvp',
        environment: 'production',
      },
    ]);
    expect(broker.received.every(({ authorization }) => authorization === `Bearer ${TOKEN}`)).toBe(
      true,
    );
    expect(output.text()).toBe(
      [
        `info: ${CONSUMER} 1.2.3 can be deployed to production:`,
        `info:   ${CONSUMER} 1.2.3 → ${PROVIDER} 4.5.6: verified`,
        'Summary: 1 verified, 0 failed, 0 unknown.',
        'Reason: All verified',
      ].join('\n'),
    );
  });

  it('not deployable: exit 1 with the reason', async () => {
    const reason = `The verification of ${CONSUMER} 1.2.3 with ${PROVIDER} 4.5.6 (deployed to production) failed`;
    answers.push(matrixAnswer('1.2.3', false, reason));
    const output = collector();
    expect(await canIDeployCli(['--to-environment', 'production'], env, output)).toBe(1);
    expect(output.text()).toContain(`error: ${CONSUMER} 1.2.3 can NOT be deployed to production:`);
    expect(output.text()).toContain(`→ ${PROVIDER} 4.5.6: failed`);
    expect(output.text()).toContain(`Reason: ${reason}`);
  });

  it('an unknown environment, an unknown version, an unreachable broker: exit 1, each said', async () => {
    const run = async (argv: string[], settings = env) => {
      const output = collector();
      return { code: await canIDeployCli(argv, settings, output), text: output.text() };
    };
    expect(await run(['--to-environment', 'staging'])).toEqual({
      code: 1,
      text:
        "error: The broker has no environment named 'staging' (it has: test, production). Create it " +
        "on the broker (POST /environments, or PactFlow's settings) or name one of those. " +
        'Not known to be safe to deploy.',
    });
    expect(await run(['--to-environment', 'production', '--version', '9.9.9'])).toMatchObject({
      code: 1,
      text: expect.stringContaining(
        `does not know ${CONSUMER} version 9.9.9: publish its pacts first`,
      ),
    });
    expect(matrixQueries()).toEqual([]);
    const closed = await startStandInBroker({
      authorization: '',
      environments: [],
      versions: [],
      matrix: () => ({}),
    });
    await closed.close();
    expect(
      await run(['--to-environment', 'production'], { ...env, PACT_BROKER_BASE_URL: closed.url }),
    ).toEqual({
      code: 1,
      text: `error: The broker at ${closed.url} is unreachable (ECONNREFUSED). Not known to be safe to deploy.`,
    });
  });

  it('--retry-while-unknown asks again while results are unknown', async () => {
    answers.push(matrixAnswer('1.2.3', null, 'Verification pending'));
    const waits: number[] = [];
    const sleep = async (ms: number) => waits.push(ms);
    const output = collector();
    const argv = [
      '--to-environment',
      'production',
      '--retry-while-unknown',
      '3',
      '--retry-interval',
      '5',
    ];
    expect(await canIDeployCli(argv, env, output, { sleep })).toBe(0);
    expect(matrixQueries()).toHaveLength(2);
    expect(waits).toEqual([5000]);
    expect(output.lines[0]).toBe('info: Waiting 5 s for 1 verification result(s) (1 of 3).');
  });

  it('the provider with --pacticipant and its --version', async () => {
    const output = collector();
    const argv = ['--to-environment', 'production', '--pacticipant', PROVIDER];
    expect(await canIDeployCli(argv, env, output)).toBe(1);
    expect(output.text()).toBe(
      `error: --pacticipant ${PROVIDER} needs its --version. Not known to be safe to deploy.`,
    );
    expect(await canIDeployCli([...argv, '--version', '4.5.6'], env, collector())).toBe(0);
    expect(matrixQueries()[0]).toMatchObject({
      'q[][pacticipant]': PROVIDER,
      'q[][version]': '4.5.6',
    });
  });
});

describe('pact:record-deployment', () => {
  it("posts to the version's deployed-versions relation for the environment's uuid", async () => {
    const output = collector();
    expect(await recordDeploymentCli(['--environment', 'production'], env, output)).toBe(0);
    expect(paths()).toEqual([
      'GET /environments',
      `GET /pacticipants/${CONSUMER}/versions/1.2.3`,
      `POST /pacticipants/${CONSUMER}/versions/1.2.3/deployed-versions/environment/${PRODUCTION.uuid}`,
    ]);
    expect(broker.received[2]).toMatchObject({ body: {}, authorization: `Bearer ${TOKEN}` });
    expect(output.lines).toEqual([
      `info: Recorded the deployment of ${CONSUMER} 1.2.3 to production.`,
    ]);
  });

  it('an unknown environment records nothing', async () => {
    const output = collector();
    expect(await recordDeploymentCli(['--environment', 'prod'], env, output)).toBe(1);
    expect(output.text()).toMatch(
      /^error: The broker has no environment named 'prod' .* Nothing was recorded\.$/,
    );
    expect(paths()).toEqual(['GET /environments']);
  });
});

describe('without a broker (the scripts as npm runs them)', () => {
  const script = (file: string, ...argv: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const childEnv: NodeJS.ProcessEnv = { ...process.env, PACT_CONSUMER_VERSION: '1.2.3' };
      delete childEnv.PACT_BROKER_BASE_URL;
      execFile(
        process.execPath,
        ['node_modules/tsx/dist/cli.mjs', `contracts/${file}`, ...argv],
        { env: childEnv },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
      );
    });

  it('publish says so and exits 0; can-i-deploy and record-deployment say so and exit 1', async () => {
    const [publish, canIDeploy, record] = await Promise.all([
      script('publish.ts'),
      script('can-i-deploy.ts', '--to-environment', 'production'),
      script('record-deployment.ts', '--environment', 'production'),
    ]);
    expect(publish).toMatchObject({ code: 0, stderr: '' });
    expect(publish.stdout).toMatch(
      /^No broker: nothing was published \(optional; set PACT_BROKER_BASE_URL/,
    );
    expect(canIDeploy).toMatchObject({ code: 1, stdout: '' });
    expect(canIDeploy.stderr).toMatch(
      /^No broker: can-i-deploy needs PACT_BROKER_BASE_URL .* so the answer is no\.\n$/,
    );
    expect(record).toMatchObject({ code: 1, stdout: '' });
    expect(record.stderr).toMatch(
      /^No broker: record-deployment needs PACT_BROKER_BASE_URL .* Nothing was recorded\.\n$/,
    );
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts).toMatchObject({
      'pact:publish': 'tsx contracts/publish.ts',
      'pact:can-i-deploy': 'tsx contracts/can-i-deploy.ts',
      'pact:record-deployment': 'tsx contracts/record-deployment.ts',
    });
  });
});
