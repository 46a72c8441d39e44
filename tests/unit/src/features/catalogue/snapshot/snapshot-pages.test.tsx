import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../../../mocks/node';
import {
  rememberBuildSnapshot,
  type ProductSummary,
} from '../../../../../../src/features/catalogue';
import { useCatalogueList } from '../../../../../../src/features/catalogue/hooks/use-catalogue-list';

const card = (id: number): ProductSummary => ({
  id,
  product_name: `Product ${id}`,
  price: 10,
  image_url: '',
  quantity: 1,
  product_type: 'tools',
  product_sub_type: 'hand tools',
});

const pageOf = (...ids: number[]) => ({
  items: ids.map(card),
  total: ids.length,
  limit: 48,
  offset: 0,
});

describe('a category page of a build with a snapshot', () => {
  it("draws the build's first page of its view until the API answers, then the API's", async () => {
    rememberBuildSnapshot();
    let answerApi = () => undefined as void;
    const apiAnswers = new Promise<void>((resolve) => (answerApi = resolve));
    server.use(
      http.get('*/catalogue/tools--hand-tools.json', () =>
        HttpResponse.json({ takenAt: Date.UTC(2026, 0, 1), page: pageOf(7, 9) }),
      ),
      http.get('*/api/products', async () => {
        await apiAnswers;
        return HttpResponse.json(pageOf(8));
      }),
    );
    const queryClient = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const handTools = { category: { category: 'tools' as const, subCategory: 'hand tools' } };
    const { result } = renderHook(() => useCatalogueList({ filters: {}, ...handTools }), {
      wrapper,
    });

    await waitFor(() => expect(result.current.products?.map(({ id }) => id)).toEqual([7, 9]));
    answerApi();
    await waitFor(() => expect(result.current.products?.map(({ id }) => id)).toEqual([8]));
  });
});
