// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/config/endpoints';
import { anyOrigin } from '../mocks/http/responses';
import { scenarios } from '../mocks/scenarios';
import { startMockProvider, type RunningProvider } from './provider';
import { verifyPacts } from './verify-pacts';

/** Product 1 as production returns it: the category is `product_type`/`product_sub_type`. */
const productionProduct = {
  id: 1,
  product_name: 'Sleek Laptop',
  description: 'A light laptop.',
  price: 1299.99,
  image_url: 'https://example.com/laptop.png',
  quantity: 4,
  product_type: 'technology',
  product_sub_type: 'laptops',
};

const respondingWithProduct = (product: Record<string, unknown>) =>
  http.get(anyOrigin(endpoints.getProduct.path), () => HttpResponse.json({ product }));

/** The shape drift the verification must catch: the response without `product_type`. */
const productWithoutType = Object.fromEntries(
  Object.entries(productionProduct).filter(([field]) => field !== 'product_type'),
);

/**
 * The verification itself, on one interaction: it passes for the mock's response and for
 * production's, and fails when a field the client reads is missing. (Whether the mock's
 * responses match the whole pact is `npm run pact:verify`.)
 */
describe('pact verification against the mock server', () => {
  let provider: RunningProvider | undefined;

  afterEach(async () => {
    await provider?.close();
    delete process.env.PACT_DESCRIPTION;
  });

  /** `serverToken`: the MOCK_CONTROL_TOKEN the server requires; `sentToken`: the one sent. */
  async function verifyProductInteraction(
    overrides: Parameters<typeof startMockProvider>[0],
    { serverToken, sentToken }: { serverToken?: string; sentToken?: string } = {},
  ) {
    provider = await startMockProvider(overrides, serverToken);
    // Only the interaction the override touches, to keep this quick.
    process.env.PACT_DESCRIPTION = '^a request for product 1$';
    return verifyPacts({
      providerBaseUrl: provider.url,
      providerStatesUrl: `${provider.url}/__mock/provider-state`,
      // The local pacts, whatever broker the shell names.
      env: sentToken ? { MOCK_CONTROL_TOKEN: sentToken } : {},
      logLevel: 'error',
    });
  }

  it('passes for the product interaction as the mock responds to it', async () => {
    await expect(verifyProductInteraction([])).resolves.toMatchObject({
      passed: 1,
      unexpected: [],
    });
  });

  it("passes for the product interaction with a response in production's shape", async () => {
    await expect(
      verifyProductInteraction([respondingWithProduct(productionProduct)]),
    ).resolves.toMatchObject({ passed: 1, unexpected: [] });
  });

  it('fails when a response drops a field the client reads', async () => {
    await expect(
      verifyProductInteraction([respondingWithProduct(productWithoutType)]),
    ).rejects.toThrow(/product_type/);
  });

  it("passes against a list that answers production's bare array: the page requests are pending", async () => {
    provider = await startMockProvider(scenarios['products-unpaginated'].handlers());
    process.env.PACT_DESCRIPTION = 'catalogue|sub-category|larger than 100';
    const outcome = await verifyPacts({
      providerBaseUrl: provider.url,
      providerStatesUrl: `${provider.url}/__mock/provider-state`,
      env: {},
      logLevel: 'error',
    });
    expect(outcome?.unexpected).toEqual([]);
    expect(outcome?.pending.length).toBeGreaterThan(0);
    expect(outcome?.pending.every(({ passed }) => !passed)).toBe(true);
  });

  it('sends MOCK_CONTROL_TOKEN with the states to a server that requires it', async () => {
    await expect(
      verifyProductInteraction([], { serverToken: 'pact-token', sentToken: 'pact-token' }),
    ).resolves.toMatchObject({ passed: 1, unexpected: [] });
    await provider?.close();
    await expect(verifyProductInteraction([], { serverToken: 'pact-token' })).rejects.toThrow(
      /responded with 401/,
    );
  });
});
