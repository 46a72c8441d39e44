// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/config/endpoints';
import { anyOrigin } from '../mocks/http';
import { startMockProvider, type RunningProvider } from './provider';
import { verifyPacts } from './verify-pacts';

/** A product without `category`: the shape drift the verification must catch. */
const productWithoutCategory = http.get(anyOrigin(endpoints.getProduct.path), () =>
  HttpResponse.json({
    product: {
      id: 1,
      product_name: 'Sleek Laptop',
      description: 'A light laptop.',
      price: 1299.99,
      quantity: 4,
      sub_category: 'laptops',
      image_url: 'https://example.com/laptop.png',
    },
  }),
);

describe('pact verification against the mock server', () => {
  let provider: RunningProvider | undefined;

  afterEach(async () => {
    await provider?.close();
    delete process.env.PACT_DESCRIPTION;
  });

  async function verifyProductInteraction(overrides: Parameters<typeof startMockProvider>[0]) {
    provider = await startMockProvider(overrides);
    // Only the interaction the override touches, to keep this quick.
    process.env.PACT_DESCRIPTION = '^a request for product 1$';
    return verifyPacts({
      providerBaseUrl: provider.url,
      providerStatesUrl: `${provider.url}/__mock/provider-state`,
      logLevel: 'error',
    });
  }

  it('passes for the product interaction as the mock answers it', async () => {
    await expect(verifyProductInteraction([])).resolves.toBeUndefined();
  });

  it('fails when a handler drops a field the client reads', async () => {
    await expect(verifyProductInteraction([productWithoutCategory])).rejects.toThrow(/category/);
  });
});
