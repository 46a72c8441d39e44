import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../mocks/node';
import { scenarios } from '../../../../../mocks/scenarios';
import type { ProductSummary } from '../../../../../src/features/catalogue/api/list-products';
import { productKeys } from '../../../../../src/features/catalogue/api/product-keys';
import type { CatalogueQuery } from '../../../../../src/features/catalogue/query/catalogue-query';
import { useCatalogueList } from '../../../../../src/features/catalogue/hooks/use-catalogue-list';

const entry = (id: number, product_type: string): ProductSummary => ({
  id,
  product_name: `Product ${id}`,
  price: 10,
  image_url: '',
  quantity: 1,
  product_type,
  product_sub_type: 'other',
});

/** What production answered on `/` a while ago: its whole list. */
const WHOLE_LIST = [entry(1, 'tools'), entry(2, 'technology'), entry(3, 'tools')];

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
  it("draws a category's products at once from a whole list of its filters, and asks the API for the category", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(productKeys.list({}), WHOLE_LIST, { updatedAt: 1 });
    const requests = listRequests();
    const tools = { filters: {}, category: { category: 'tools' as const } };
    const { result } = renderList(tools, queryClient);
    expect(result.current.products?.map(({ id }) => id)).toEqual([1, 3]);
    await waitFor(() => expect(requests).toEqual(['?category=tools&limit=48&offset=0']));
    // The whole list's two tools are tools too: the API's answer is the one with more of them.
    await waitFor(() => expect(result.current.products?.length).toBeGreaterThan(2));
    expect(result.current.products?.every(({ product_type }) => product_type === 'tools')).toBe(
      true,
    );
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

  it("shows more from a whole list when the API answers one to the build's first page's 'Show more'", async () => {
    server.use(...scenarios['products-unpaginated'].handlers());
    // The build's page of `/`, not asked again yet: 'Show more' is the first call.
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const firstPage = Array.from({ length: 48 }, (_, index) => entry(index + 1, 'tools'));
    queryClient.setQueryData(productKeys.list({}), {
      items: firstPage,
      total: 100,
      limit: 48,
      offset: 0,
    });
    const requests = listRequests();
    const { result } = renderList({ filters: {} }, queryClient);
    expect(result.current.products).toHaveLength(48);
    expect(result.current.more?.total).toBe(100);
    result.current.more?.show();
    await waitFor(() => expect(result.current.more).toBeUndefined());
    expect(requests).toEqual(['?limit=48&offset=48']);
    const wholeList = result.current.products ?? [];
    expect(wholeList.length).toBeGreaterThan(0);
    expect(wholeList.map(({ product_name }) => product_name)).not.toContain('Product 1');
  });
});
