import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../../mocks/node';
import {
  ApiError,
  apiRequest,
  BackendUnavailable,
  holdRequestsUntil,
  ServerWakingError,
} from '../../../../src/lib/api-client';
import { readCookie } from '../../../../src/lib/cookies';
import { isServerWaking, subscribeToServerWaking } from '../../../../src/lib/server-waking';

const url = (path: string) => `*${path}`;

/** Records every request the handlers see, by path. */
function recordRequests() {
  const seen: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    seen.push(request.clone());
  });
  return {
    to: (path: string) => seen.filter((request) => new URL(request.url).pathname === path),
  };
}

describe('API client headers', () => {
  it('sends X-Session-ID on every call and X-XSRF-TOKEN only on mutating calls', async () => {
    document.cookie = 'csrftoken=token-123; Path=/';
    const requests = recordRequests();

    await apiRequest('listProducts');
    await apiRequest('addToCart', { body: { product_id: 1, quantity: 1 } });

    const [get] = requests.to('/api/products');
    const [post] = requests.to('/api/add-item');
    const sessionId = readCookie('session_id');
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(get.headers.get('X-Session-ID')).toBe(sessionId);
    expect(get.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(post.headers.get('X-Session-ID')).toBe(sessionId);
    expect(post.headers.get('X-XSRF-TOKEN')).toBe('token-123');
  });

  it('creates the session_id cookie once: random, 30 days, path /, Lax on this http page', async () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation(function (
      this: Document,
      value: string,
    ) {
      written.push(value);
      descriptor.set!.call(this, value);
    });

    await apiRequest('listProducts');
    await apiRequest('listProducts');
    spy.mockRestore();

    const sessionCookies = written.filter((value) => value.startsWith('session_id='));
    expect(sessionCookies).toHaveLength(1);
    expect(sessionCookies[0]).toMatch(
      /^session_id=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; SameSite=Lax$/,
    );
  });

  it('keeps an existing session_id', async () => {
    document.cookie = 'session_id=existing-session; Path=/';
    const requests = recordRequests();
    await apiRequest('getCart');
    expect(requests.to('/api/get-items')[0].headers.get('X-Session-ID')).toBe('existing-session');
  });
});

describe('API client responses and failures', () => {
  it('throws an ApiError with the status and the server detail', async () => {
    server.use(
      http.post(url('/api/add-item'), () =>
        HttpResponse.json({ detail: 'Product is already in the cart' }, { status: 400 }),
      ),
    );
    await expect(apiRequest('addToCart', { body: { product_id: 1, quantity: 1 } })).rejects.toEqual(
      new ApiError(400, 'Product is already in the cart'),
    );
  });

  it('joins the list of a schema failure (422) into one readable sentence', async () => {
    const problems = [
      { type: 'missing', loc: ['body', 'price'], msg: 'Field required', input: {} },
      { type: 'enum', loc: ['query', 'sort'], msg: "Input should be 'asc' or 'desc'", input: 'x' },
    ];
    server.use(
      http.get(url('/api/products'), () =>
        HttpResponse.json({ detail: problems }, { status: 422 }),
      ),
    );
    await expect(apiRequest('listProducts')).rejects.toEqual(
      new ApiError(422, "price: Field required. sort: Input should be 'asc' or 'desc'."),
    );
  });

  it.each([
    ['a plain-text body', () => new HttpResponse('Internal Server Error', { status: 500 })],
    ['an empty body', () => new HttpResponse(null, { status: 502 })],
    ['HTML from a proxy', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })],
    ['a detail that is not text', () => HttpResponse.json({ detail: 42 }, { status: 400 })],
  ])('reports %s as "Internal server error", never "Request failed"', async (_, resolver) => {
    server.use(http.get(url('/api/products'), resolver));
    await expect(apiRequest('listProducts')).rejects.toMatchObject({
      message: 'Internal server error',
    });
  });

  it('reports a network failure as "Internal server error" with status 0', async () => {
    server.use(http.get(url('/api/products'), () => HttpResponse.error()));
    await expect(apiRequest('listProducts')).rejects.toEqual(
      new ApiError(0, 'Internal server error'),
    );
  });

  it('holds calls until the backend is ready, and fails them unsent if it never starts', async () => {
    const sent = vi.fn();
    server.events.on('request:start', sent);
    let start!: () => void;
    holdRequestsUntil(new Promise<void>((resolve) => (start = resolve)));
    const pending = apiRequest('me');
    // A whole round trip that bypasses the client: an unheld call would have gone out meanwhile.
    await fetch(new URL('/api/products', window.location.href));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(new URL(sent.mock.calls[0][0].request.url).pathname).toBe('/api/products');
    start();
    await expect(pending).resolves.toMatchObject({ user: { is_auth: false } });

    sent.mockClear();
    holdRequestsUntil(Promise.reject(new Error('worker did not register')));
    await expect(apiRequest('me')).rejects.toEqual(new ApiError(0, 'Internal server error'));
    // A backend that cannot run on the page says why, in each call's message.
    holdRequestsUntil(
      Promise.reject(new BackendUnavailable('Open the demo at its https address.')),
    );
    await expect(apiRequest('me')).rejects.toEqual(
      new ApiError(0, 'Open the demo at its https address.'),
    );
    expect(sent).not.toHaveBeenCalled();
    holdRequestsUntil(Promise.resolve());
    server.events.removeListener('request:start', sent);
  });

  it('returns the data of a 2xx response', async () => {
    const response = await apiRequest<{ product: { id: number } }>('getProduct', {
      params: { id: 1 },
    });
    expect(response.product.id).toBe(1);
  });
});

describe('API client refresh on 401', () => {
  function staffCallThatNeedsRefresh() {
    let refreshed = false;
    let refreshCalls = 0;
    server.use(
      http.post(url('/api/auth/refresh'), () => {
        refreshCalls += 1;
        refreshed = true;
        return HttpResponse.json({ detail: 'Token refreshed' });
      }),
      http.get(url('/api/orders'), () =>
        refreshed
          ? HttpResponse.json({ orders: [], total_orders: 0 })
          : HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
      ),
    );
    return { refreshCalls: () => refreshCalls };
  }

  it('refreshes once and retries the call once', async () => {
    const calls = staffCallThatNeedsRefresh();
    const requests = recordRequests();
    const response = await apiRequest('listOrders', { query: { page: 1 } });
    expect(response).toEqual({ orders: [], total_orders: 0 });
    expect(calls.refreshCalls()).toBe(1);
    expect(requests.to('/api/orders')).toHaveLength(2);
  });

  it('makes exactly one refresh call for three parallel 401s', async () => {
    const calls = staffCallThatNeedsRefresh();
    const responses = await Promise.all(
      [1, 2, 3].map((page) => apiRequest('listOrders', { query: { page } })),
    );
    expect(responses).toEqual(Array(3).fill({ orders: [], total_orders: 0 }));
    expect(calls.refreshCalls()).toBe(1);
  });

  it('returns the original 401 when the refresh fails', async () => {
    server.use(
      http.post(url('/api/auth/refresh'), () =>
        HttpResponse.json({ detail: 'Refresh expired' }, { status: 401 }),
      ),
      http.get(url('/api/orders'), () =>
        HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
      ),
    );
    const requests = recordRequests();
    await expect(apiRequest('listOrders')).rejects.toEqual(new ApiError(401, 'Token expired'));
    expect(requests.to('/api/orders')).toHaveLength(1);
  });

  it('retries only once when the retried call returns 401 again', async () => {
    server.use(
      http.post(url('/api/auth/refresh'), () => HttpResponse.json({ detail: 'Token refreshed' })),
      http.get(url('/api/orders'), () =>
        HttpResponse.json({ detail: 'Still no' }, { status: 401 }),
      ),
    );
    const requests = recordRequests();
    await expect(apiRequest('listOrders')).rejects.toMatchObject({ status: 401 });
    expect(requests.to('/api/orders')).toHaveLength(2);
    expect(requests.to('/api/auth/refresh')).toHaveLength(1);
  });

  it('never refreshes after a 401 from login or from refresh itself', async () => {
    server.use(
      http.post(url('/api/auth/login'), () =>
        HttpResponse.json({ detail: 'Wrong' }, { status: 401 }),
      ),
    );
    const requests = recordRequests();
    await expect(
      apiRequest('login', { body: { username: 'x', password: 'y' } }),
    ).rejects.toMatchObject({ status: 401 });
    server.use(
      http.post(url('/api/auth/refresh'), () =>
        HttpResponse.json({ detail: 'No' }, { status: 401 }),
      ),
    );
    await expect(apiRequest('refresh')).rejects.toMatchObject({ status: 401 });
    expect(requests.to('/api/auth/refresh')).toHaveLength(1);
  });
});

describe('a server waking up', () => {
  /** vi.waitFor's own 1 s is short on a busy machine, even for the read's notice timer. */
  const WAITING_NOTICED = { timeout: 10_000 };

  /**
   * Responds `status` (0: no response) to the first `times` requests to `path`; then the mock
   * responds as usual.
   */
  function wakingFor(method: 'get' | 'post', path: string, status: number, times: number) {
    let sent = 0;
    server.use(
      http[method](url(path), () => {
        sent += 1;
        if (sent > times) return undefined;
        return status === 0 ? HttpResponse.error() : new HttpResponse(null, { status });
      }),
    );
    return { sent: () => sent };
  }

  it.each([502, 503, 504, 0])(
    'a read that meets %i is sent again until the server responds',
    async (status) => {
      const products = wakingFor('get', '/api/products', status, 2);
      await expect(apiRequest('listProducts')).resolves.toEqual(expect.any(Array));
      expect(products.sent()).toBe(3);
    },
  );

  it('tells the page while a read waits, and no longer once it gets a response', async () => {
    wakingFor('get', '/api/products', 503, 1);
    const seen: boolean[] = [];
    const unsubscribe = subscribeToServerWaking(() => seen.push(isServerWaking()));
    await apiRequest('listProducts');
    unsubscribe();
    expect(seen).toEqual([true, false]);
  });

  it('tells the page when a read has waited a while, without any failure', async () => {
    // Held until the page has been told: answered after a fixed time instead, a stalled worker
    // could miss the moment the read counted as waiting.
    const release = holdResponses('/api/products');
    const pending = apiRequest('listProducts');
    await vi.waitFor(() => expect(isServerWaking()).toBe(true), WAITING_NOTICED);
    release();
    await pending;
    expect(isServerWaking()).toBe(false);
  });

  it('a read still without a response after the window fails as no response', async () => {
    const products = wakingFor('get', '/api/products', 0, Infinity);
    await expect(apiRequest('listProducts')).rejects.toEqual(
      new ApiError(0, 'Internal server error'),
    );
    expect(products.sent()).toBeGreaterThan(2);
    expect(isServerWaking()).toBe(false);
  });

  it("a read with no response while the browser is offline says so at once: the visitor's network, not the server waking", async () => {
    const products = wakingFor('get', '/api/products', 0, Infinity);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await expect(apiRequest('listProducts')).rejects.toMatchObject({
        status: 0,
        message: 'You are offline. The shop could not be reached.',
      });
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
    expect(products.sent()).toBe(1);
    expect(isServerWaking()).toBe(false);
  });

  it('a read that meets any other failure is not sent again', async () => {
    const products = wakingFor('get', '/api/products', 500, 1);
    await expect(apiRequest('listProducts')).rejects.toMatchObject({ status: 500 });
    expect(products.sent()).toBe(1);
  });

  it('a change that meets 503 is sent once and says the server is waking up', async () => {
    const orders = wakingFor('post', '/api/create-order', 503, 1);
    const order = { name: 'Ana', last_name: 'B', phone: '123456', address: 'X 1' };
    const failure = apiRequest('createOrder', { body: order });
    await expect(failure).rejects.toBeInstanceOf(ServerWakingError);
    await expect(failure).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('waking up, so this may not have gone through'),
    });
    expect(orders.sent()).toBe(1);
  });

  it('a change with no response is "Internal server error" unless reads are waiting', async () => {
    wakingFor('post', '/api/add-item', 0, 2);
    const body = { product_id: 1, quantity: 1 };
    await expect(apiRequest('addToCart', { body })).rejects.toEqual(
      new ApiError(0, 'Internal server error'),
    );

    const release = holdResponses('/api/products');
    const read = apiRequest('listProducts');
    await vi.waitFor(() => expect(isServerWaking()).toBe(true), WAITING_NOTICED);
    await expect(apiRequest('addToCart', { body })).rejects.toBeInstanceOf(ServerWakingError);
    release();
    await read;
  });
});

/** Holds GET responses to `path` until released, then hands them to the mock. */
function holdResponses(path: string): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(url(path), async () => {
      await released;
    }),
  );
  return release;
}
