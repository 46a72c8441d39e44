import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { scenarios } from '../../../mocks/scenarios';
import type { ProductSummary } from '../../../src/features/catalogue/api/list-products';
import { productKeys } from '../../../src/features/catalogue/api/product-keys';
import type { CatalogueQuery } from '../../../src/features/catalogue/catalogue-query';
import { useCatalogueList } from '../../../src/features/catalogue/hooks/use-catalogue-list';

const entry = (id: number, product_type: string): ProductSummary => ({
  id,
  product_name: `Product ${id}`,
  price: 10,
  image_url: '',
  quantity: 1,
  product_type,
  product_sub_type: 'other',
});

/** What the build's snapshot puts into the cache: the whole list of `/`, read long ago. */
const SNAPSHOT = [entry(1, 'tools'), entry(2, 'technology'), entry(3, 'tools')];

function listRequests(): string[] {
  const searches: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products') searches.push(url.search);
  });
  return searches;
}

function renderList(view: CatalogueQuery, queryClient = new QueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook((props: CatalogueQuery) => useCatalogueList(props), {
    wrapper,
    initialProps: view,
  });
}

describe("a catalogue view's list", () => {
  it("draws a category's products at once from a whole list of its filters (the build's snapshot), and asks the API for the category", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productKeys.list({}), SNAPSHOT, { updatedAt: 1 });
    const requests = listRequests();
    const tools = { filters: {}, category: { category: 'tools' as const } };
    const { result } = renderList(tools, queryClient);
    expect(result.current.products?.map(({ id }) => id)).toEqual([1, 3]);
    await waitFor(() => expect(requests).toEqual(['?category=tools&limit=48&offset=0']));
    await waitFor(() =>
      expect(result.current.products?.every(({ product_type }) => product_type === 'tools')).toBe(
        true,
      ),
    );
    expect(result.current.products?.length).toBeGreaterThan(2);
  });

  it('keeps a whole list when only the category changes: nothing is asked again', async () => {
    server.use(...scenarios['products-unpaginated'].handlers());
    const requests = listRequests();
    const { result, rerender } = renderList({ filters: {}, category: { category: 'tools' } });
    await waitFor(() => expect(result.current.products?.length).toBeGreaterThan(0));
    rerender({ filters: {}, category: { category: 'clothing' } });
    expect(result.current.products?.every(({ product_type }) => product_type === 'clothing')).toBe(
      true,
    );
    rerender({ filters: { sort: 'asc' }, category: { category: 'clothing' } });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests).toEqual([
      '?category=tools&limit=48&offset=0',
      '?sort=asc&category=clothing&limit=48&offset=0',
    ]);
  });
});
