import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import { prefetchEarly } from '../../../../src/app/early-prefetch';
import { prefetchRouteData } from '../../../../src/app/router';
import { currentUserQuery } from '../../../../src/features/auth';
import { cartQuery } from '../../../../src/features/cart';
import { firstCardPicture, productQuery } from '../../../../src/features/catalogue';
import { nextTask } from '../../../../src/lib/next-task';
import type { ProductSummary } from '../../../../src/features/catalogue/api/list-products';

/** The API paths (with their query) requested from now on, in order. */
function requestedPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${url.pathname}${url.search}`);
  });
  return paths;
}

/** Stands for the app's first render: `opened` resolves when `open` is called. */
function firstRenderGate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("a page's first query, sent before the app renders", () => {
  it("sends the catalogue's list for the address's filters first, then the cart's count and the signed-in state", async () => {
    const queryClient = new QueryClient();
    const requests = requestedPaths();
    prefetchRouteData(
      '/?name=lamp&sort=asc',
      prefetchEarly(queryClient, new Promise(() => undefined)),
    );
    await waitFor(() =>
      expect(requests).toEqual([
        '/api/products?name=lamp&sort=asc&limit=48&offset=0',
        '/api/get-items',
        '/api/auth/me',
      ]),
    );
  });

  it("sends the page's own request at once and each other in a task of its own", async () => {
    // Which timer's task each query was asked in.
    let timersRun = 0;
    const setTimeoutOfTheRuntime = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) =>
      setTimeoutOfTheRuntime(() => {
        timersRun += 1;
        run();
      }, ms)) as typeof setTimeout);
    const queryClient = new QueryClient();
    const asked: Array<{ key: unknown; inTask: number }> = [];
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added') asked.push({ key: event.query.queryKey, inTask: timersRun });
    });
    prefetchRouteData('/product/1', prefetchEarly(queryClient, new Promise(() => undefined)));
    expect(asked).toEqual([{ key: productQuery(1).queryKey, inTask: 0 }]);
    await waitFor(() => expect(asked).toHaveLength(3));
    vi.restoreAllMocks();
    expect(asked.map(({ key }) => key)).toEqual([
      productQuery(1).queryKey,
      cartQuery().queryKey,
      currentUserQuery().queryKey,
    ]);
    expect(new Set(asked.map(({ inTask }) => inTask)).size).toBe(3);
  });

  it('keeps a response out of the cache until the first render has committed', async () => {
    const queryClient = new QueryClient();
    const firstRender = firstRenderGate();
    const response = Promise.resolve(['a response']);
    prefetchEarly(
      queryClient,
      firstRender.opened,
    )({ queryKey: ['early'], queryFn: () => response });
    await response;
    // Every promise settles: a hydration now must still find the loading state.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queryClient.getQueryState(['early'])?.fetchStatus).toBe('fetching');
    expect(queryClient.getQueryData(['early'])).toBeUndefined();

    firstRender.open();
    await waitFor(() => expect(queryClient.getQueryData(['early'])).toEqual(['a response']));
  });

  it('keeps a failure out of the cache until the first render too: the screen fetches once', async () => {
    const queryClient = new QueryClient();
    const firstRender = firstRenderGate();
    let calls = 0;
    const failing = {
      queryKey: ['early-failure'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('unreachable'));
      },
    };
    prefetchEarly(queryClient, firstRender.opened)(failing);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A failure in the cache before the screen mounts would make its query fetch again.
    expect(queryClient.getQueryState(['early-failure'])?.status).toBe('pending');

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const screen = renderHook(() => useQuery({ ...failing, retry: false }), { wrapper });
    firstRender.open();
    await waitFor(() => expect(screen.result.current.error?.message).toBe('unreachable'));
    expect(calls).toBe(1);
  });

  it("fetches the response's largest picture as soon as the response is in, before the first render", async () => {
    const queryClient = new QueryClient();
    const firstRender = firstRenderGate();
    const response = Promise.resolve({ image_url: '/mock-images/lamp.svg' });
    prefetchEarly(queryClient, firstRender.opened)(
      { queryKey: ['early-picture'], queryFn: () => response },
      (product) => ({
        src: product.image_url,
        srcSet: '/_pictures/256/lamp.jpg 256w, /_pictures/512/lamp.jpg 512w',
        sizes: '250px',
      }),
    );
    const preload = () => document.head.querySelector('link[rel="preload"][as="image"]');
    await waitFor(() => expect(preload()).toHaveAttribute('href', '/mock-images/lamp.svg'));
    expect(preload()).toHaveAttribute('fetchpriority', 'high');
    // The width the <img> will pick, from the host's resizer.
    expect(preload()).toHaveAttribute(
      'imagesrcset',
      '/_pictures/256/lamp.jpg 256w, /_pictures/512/lamp.jpg 512w',
    );
    expect(preload()).toHaveAttribute('imagesizes', '250px');
    expect(queryClient.getQueryData(['early-picture'])).toBeUndefined();
    preload()?.remove();
  });

  it("the catalogue's largest picture is its first card's, within the address's category", () => {
    const product = (id: number, product_type: string, product_sub_type: string) =>
      ({ id, product_type, product_sub_type, image_url: `/p/${id}.svg` }) as ProductSummary;
    const response = [product(1, 'clothes', 'shirts'), product(2, 'technology', 'laptops')];
    const first = (search: string, list: Parameters<ReturnType<typeof firstCardPicture>>[0]) =>
      firstCardPicture(new URLSearchParams(search))(list)?.src;
    expect(first('', response)).toBe('/p/1.svg');
    expect(first('category=technology', response)).toBe('/p/2.svg');
    expect(firstCardPicture(new URLSearchParams('category=tools'))(response)).toBeUndefined();
    expect(firstCardPicture(new URLSearchParams(''))([{ ...response[0], image_url: '' }])).toBe(
      undefined,
    );
    const page = { items: response.slice(1), total: 1, limit: 48, offset: 0 };
    expect(first('category=technology', page)).toBe('/p/2.svg');
  });

  it('the screen joins the request in flight: a product is requested once', async () => {
    const queryClient = new QueryClient();
    const requests = requestedPaths();
    const firstRender = firstRenderGate();
    prefetchRouteData('/product/1', prefetchEarly(queryClient, firstRender.opened));

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const screen = renderHook(() => useQuery(productQuery(1)), { wrapper });
    firstRender.open();
    await waitFor(() => expect(screen.result.current.data?.id).toBe(1));
    await waitFor(() => expect(requests).toHaveLength(3));
    expect(requests.filter((path) => path === '/api/product/1')).toHaveLength(1);
  });

  it("asks only for the signed-in state, and on a shopper's page the cart, where the page has no first query, or an id that is none", async () => {
    const askedFor = async (address: string) => {
      const queryClient = new QueryClient();
      prefetchRouteData(address, prefetchEarly(queryClient, new Promise(() => undefined)));
      await nextTask();
      await nextTask();
      return queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey);
    };
    const shopper = [cartQuery().queryKey, currentUserQuery().queryKey];
    expect(await askedFor('/sign-in')).toEqual(shopper);
    expect(await askedFor('/product/abc')).toEqual(shopper);
    expect(await askedFor('/no-such-page')).toEqual(shopper);
    expect(await askedFor('/dashboard')).toEqual([currentUserQuery().queryKey]);
  });
});
