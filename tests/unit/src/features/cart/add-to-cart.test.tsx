import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../../../mocks/node';
import { cartKeys, type Cart } from '../../../../../src/features/cart';
import { useAddToCart } from '../../../../../src/features/cart/api/add-to-cart';

const LINE = { id: 7, product_id: 1, name: 'Phone', image_url: '', price: 10, quantity: 1 };

/** Responds like production and records what the client sent, as "METHOD path body". */
function productionCart(lines: Cart['items']) {
  const sent: string[] = [];
  const record = async (request: Request) => {
    const body = await request.text();
    sent.push(`${request.method} ${new URL(request.url).pathname} ${body}`.trim());
    return body;
  };
  server.use(
    http.post('*/api/add-item', async ({ request }) => {
      await record(request);
      return lines.length > 0
        ? HttpResponse.json({ detail: 'Product is already in the cart' }, { status: 400 })
        : HttpResponse.json({
            message: 'Item added to cart',
            item: { product_id: 1, quantity: 1 },
          });
    }),
    http.get('*/api/get-items', () => HttpResponse.json({ items: lines, total_price: 10 })),
    http.patch('*/api/cart/:direction', async ({ request }) => {
      const { id } = JSON.parse(await record(request)) as { id: number };
      return lines.some((line) => line.id === id)
        ? HttpResponse.json({ message: 'Quantity increased' })
        : HttpResponse.json({ detail: 'cart item not found' }, { status: 404 });
    }),
  );
  return sent;
}

function renderAddToCart(cachedCart?: Cart) {
  // Failures reach the app through the cache's onError (src/lib/query-client.ts).
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn() };
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({ onError: callbacks.onError }),
    defaultOptions: { queries: { retry: false } },
  });
  if (cachedCart) queryClient.setQueryData(cartKeys.current(), cachedCart);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useAddToCart(1, { onSuccess: callbacks.onSuccess }), {
    wrapper,
  });
  return { add: () => result.current.mutate(), callbacks };
}

describe('Add to cart: one unit per click on production rules', () => {
  it('adds a product the cart does not hold', async () => {
    const sent = productionCart([]);
    const { add, callbacks } = renderAddToCart({ items: [], total_price: 0 });
    add();
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['POST /api/add-item {"product_id":1,"quantity":1}']);
  });

  it('increases the line of a product the cart holds, without a request to add it', async () => {
    const sent = productionCart([LINE]);
    const { add, callbacks } = renderAddToCart({ items: [LINE], total_price: 10 });
    add();
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['PATCH /api/cart/inc {"id":7}']);
  });

  it('handles "already in the cart" (another tab added it) by increasing the line', async () => {
    const sent = productionCart([LINE]);
    const { add, callbacks } = renderAddToCart();
    add();
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(callbacks.onError).not.toHaveBeenCalled();
    expect(sent).toEqual([
      'POST /api/add-item {"product_id":1,"quantity":1}',
      'PATCH /api/cart/inc {"id":7}',
    ]);
  });

  it('adds the product anew when the line known here is gone (another tab ordered it)', async () => {
    const sent = productionCart([]);
    const { add, callbacks } = renderAddToCart({ items: [LINE], total_price: 10 });
    add();
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(callbacks.onError).not.toHaveBeenCalled();
    expect(sent).toEqual([
      'PATCH /api/cart/inc {"id":7}',
      'POST /api/add-item {"product_id":1,"quantity":1}',
    ]);
  });

  it('sends its request only once the frame the tap leads to has been painted', async () => {
    const frames: FrameRequestCallback[] = [];
    onTestFinished(() => {
      vi.restoreAllMocks();
    });
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => frames.push(frame));
    const sent = productionCart([]);
    const { add, callbacks } = renderAddToCart({ items: [], total_price: 0 });
    add();
    await waitFor(() => expect(frames).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    frames[0](performance.now());
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(1));
    expect(sent).toEqual(['POST /api/add-item {"product_id":1,"quantity":1}']);
  });

  it('counts every one of several quick clicks', async () => {
    const sent = productionCart([LINE]);
    const { add, callbacks } = renderAddToCart({ items: [LINE], total_price: 10 });
    add();
    add();
    add();
    await waitFor(() => expect(callbacks.onSuccess).toHaveBeenCalledTimes(3));
    expect(sent).toEqual(Array(3).fill('PATCH /api/cart/inc {"id":7}'));
  });
});
