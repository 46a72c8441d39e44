// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  buildVerifierOptions,
  DEFAULT_CONSUMER_VERSION_SELECTORS,
  providerStateHandlers,
  type StateChange,
  type VerificationInput,
} from './verify-pacts';
import { PACT_DIR, PROVIDER } from './pact-config';

const input: VerificationInput = {
  providerBaseUrl: 'http://localhost:8080',
  stateHandlers: {},
  localPactFiles: () => ['/repo/pacts/webshop-web-webshop-api.json'],
  git: { commit: 'abc1234', branch: 'main' },
};
const BROKER = 'https://broker.example.test';

/** The handlers are built with setup and teardown. */
type Lifecycle = Record<'setup' | 'teardown', (params?: unknown) => Promise<unknown>>;

describe('the verifier options', () => {
  it('without a broker: the local pact files, nothing fetched or published', () => {
    const { options, summary } = buildVerifierOptions({}, input);
    expect(options).toEqual({
      provider: PROVIDER,
      providerBaseUrl: 'http://localhost:8080',
      stateHandlers: {},
      logLevel: 'warn',
      pactUrls: ['/repo/pacts/webshop-web-webshop-api.json'],
    });
    expect(summary).toContain(`local ${PACT_DIR}/ files; nothing is fetched from or published`);
  });

  it('with a broker: its pacts by the default selectors, the git version, not published', () => {
    const { options, summary } = buildVerifierOptions(
      { PACT_BROKER_BASE_URL: `${BROKER}/`, PACT_BROKER_TOKEN: 't0k3n' },
      { ...input, localPactFiles: () => expect.fail('reads no local pact') },
    );
    expect(options).toMatchObject({
      provider: PROVIDER,
      pactBrokerUrl: BROKER,
      pactBrokerToken: 't0k3n',
      consumerVersionSelectors: DEFAULT_CONSUMER_VERSION_SELECTORS,
      enablePending: true,
      providerVersion: 'abc1234',
      providerVersionBranch: 'main',
      publishVerificationResult: false,
    });
    expect(options).not.toHaveProperty('pactUrls');
    expect(DEFAULT_CONSUMER_VERSION_SELECTORS).toEqual([
      { mainBranch: true },
      { deployedOrReleased: true },
    ]);
    expect(summary).toMatch(/not publishing/);
  });

  it('basic auth, selectors, version and branch from the environment', () => {
    const { options } = buildVerifierOptions(
      {
        PACT_BROKER_BASE_URL: BROKER,
        PACT_BROKER_USERNAME: 'api',
        PACT_BROKER_PASSWORD: 'secret',
        PACT_CONSUMER_VERSION_SELECTORS: '[{"branch":"cookie-pacts"}]',
        PACT_PROVIDER_VERSION: '2.4.0',
        PACT_PROVIDER_BRANCH: 'release',
      },
      input,
    );
    expect(options).toMatchObject({
      pactBrokerUsername: 'api',
      pactBrokerPassword: 'secret',
      consumerVersionSelectors: [{ branch: 'cookie-pacts' }],
      providerVersion: '2.4.0',
      providerVersionBranch: 'release',
    });
    expect(options).not.toHaveProperty('pactBrokerToken');
  });

  it('publishes with PACT_PUBLISH_VERIFICATION=true, or on CI unless it is false', () => {
    const publishes = (env: Record<string, string>) =>
      buildVerifierOptions({ PACT_BROKER_BASE_URL: BROKER, ...env }, input).options
        .publishVerificationResult;
    expect(publishes({ PACT_PUBLISH_VERIFICATION: 'true' })).toBe(true);
    expect(publishes({ CI: 'true' })).toBe(true);
    expect(publishes({ CI: 'true', PACT_PUBLISH_VERIFICATION: 'false' })).toBe(false);
    expect(publishes({})).toBe(false);
    const { summary } = buildVerifierOptions(
      { PACT_BROKER_BASE_URL: BROKER, PACT_PUBLISH_VERIFICATION: 'true' },
      input,
    );
    expect(summary).toMatch(/publishing the results as webshop-api abc1234 \(main\)/);
  });

  it('refuses to publish without a version, and selectors that are not a JSON list', () => {
    expect(() =>
      buildVerifierOptions(
        { PACT_BROKER_BASE_URL: BROKER, PACT_PUBLISH_VERIFICATION: 'true' },
        { ...input, git: {} },
      ),
    ).toThrow(/PACT_PROVIDER_VERSION/);
    expect(() =>
      buildVerifierOptions(
        { PACT_BROKER_BASE_URL: BROKER, PACT_CONSUMER_VERSION_SELECTORS: 'main' },
        input,
      ),
    ).toThrow(/not JSON/);
  });

  it('a detached HEAD is no branch', () => {
    const { options } = buildVerifierOptions(
      { PACT_BROKER_BASE_URL: BROKER },
      { ...input, git: { commit: 'abc1234', branch: 'HEAD' } },
    );
    expect(options).not.toHaveProperty('providerVersionBranch');
  });

  it('work-in-progress pacts since PACT_INCLUDE_WIP_PACTS_SINCE, none unless it is set', () => {
    const { options, summary } = buildVerifierOptions(
      { PACT_BROKER_BASE_URL: BROKER, PACT_INCLUDE_WIP_PACTS_SINCE: '2025-01-01' },
      input,
    );
    expect(options).toMatchObject({ enablePending: true, includeWipPactsSince: '2025-01-01' });
    expect(summary).toContain('and the work-in-progress pacts since 2025-01-01;');
    const without = buildVerifierOptions({ PACT_BROKER_BASE_URL: BROKER }, input);
    expect(without.options).not.toHaveProperty('includeWipPactsSince');
    expect(without.summary).not.toMatch(/work-in-progress/);
    expect(() =>
      buildVerifierOptions(
        { PACT_BROKER_BASE_URL: BROKER, PACT_INCLUDE_WIP_PACTS_SINCE: 'last month' },
        input,
      ),
    ).toThrow(/PACT_INCLUDE_WIP_PACTS_SINCE is not a date/);
  });
});

describe('the state handlers', () => {
  it('post setup and teardown for each state; setup returns the injected values', async () => {
    const posted: unknown[] = [];
    const change: StateChange = async (body) => {
      posted.push(body);
      return body.action === 'setup' ? { cookie: 'access_token=a; refresh_token=r' } : {};
    };
    const failures: string[] = [];
    const handlers = providerStateHandlers(
      ['a staff user is signed in', 'a staff user is signed in'],
      change,
      failures,
    );
    expect(Object.keys(handlers)).toEqual(['a staff user is signed in']);
    const handler = handlers['a staff user is signed in'] as Lifecycle;
    const params = { username: 'admin', password: 'Admin123!' };
    await expect(handler.setup(params)).resolves.toEqual({
      cookie: 'access_token=a; refresh_token=r',
    });
    await expect(handler.teardown(params)).resolves.toBeUndefined();
    expect(posted).toEqual([
      { state: 'a staff user is signed in', params, action: 'setup' },
      { state: 'a staff user is signed in', params, action: 'teardown' },
    ]);
    expect(failures).toEqual([]);
  });

  it('record a failed setup (Pact itself only logs it)', async () => {
    const failures: string[] = [];
    const handlers = providerStateHandlers(
      ['the cart is empty'],
      async () => {
        throw new Error('responded with 400: Unknown provider state');
      },
      failures,
    );
    const handler = handlers['the cart is empty'] as Lifecycle;
    await expect(handler.setup({ sessionId: 's' })).rejects.toThrow(/400/);
    expect(failures).toEqual([
      "setup of 'the cart is empty': responded with 400: Unknown provider state",
    ]);
  });
});
