const BASE = 'http://localhost:5173';

/** A shopper of the mock backend: its own session id and the CSRF token `me` issued to it. */
export async function shopper() {
  const sessionId = crypto.randomUUID();
  const me = await fetch(`${BASE}/api/auth/me`, { headers: { 'X-Session-ID': sessionId } });
  const csrf = /csrftoken=([^;]+)/.exec(me.headers.get('set-cookie') ?? document.cookie)?.[1] ?? '';
  const call = async (method: string, path: string, body?: unknown, csrfToken = csrf) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Session-ID': sessionId,
        'X-XSRF-TOKEN': csrfToken,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    sessionId,
    call,
    add: (productId: unknown, quantity: unknown = 1) =>
      call('POST', '/api/add-item', { product_id: productId, quantity }),
    cart: async () =>
      (await call('GET', '/api/cart')).body as {
        items: Array<{
          id: number;
          name: string;
          image_url: string;
          price: number;
          quantity: number;
        }>;
        total_price: number;
      },
    update: (id: unknown, direction: unknown) =>
      call('PATCH', '/api/update-item', { id, direction }),
    remove: (id: number | string) => call('DELETE', `/api/remove-item/${id}`),
    order: (body: unknown) => call('POST', '/api/create-order', body),
  };
}

export const CUSTOMER = {
  name: 'Ana',
  last_name: 'Anić',
  phone: '+387 61-234 567',
  address: 'Titova 1, Sarajevo',
};
