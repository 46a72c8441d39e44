import { DEMO_CREDENTIALS } from '../../../mocks/seed';

export const BASE = 'http://localhost:5173';

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
}

/** A client of the mock backend with its own session and CSRF token; `signIn` makes it staff. */
export async function mockClient() {
  const sessionId = crypto.randomUUID();
  const me = await fetch(`${BASE}/api/auth/me`, { headers: { 'X-Session-ID': sessionId } });
  const cookies = me.headers.get('set-cookie') ?? globalThis.document?.cookie ?? '';
  const csrf = /csrftoken=([^;]+)/.exec(cookies)?.[1] ?? '';
  const call = async (method: string, path: string, body?: unknown): Promise<CallResult> => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Session-ID': sessionId,
        'X-XSRF-TOKEN': csrf,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return {
    call,
    signIn: () => call('POST', '/api/auth/login', DEMO_CREDENTIALS),
  };
}

export async function staffClient() {
  const client = await mockClient();
  const login = await client.signIn();
  if (login.status !== 200) throw new Error(`Sign-in failed: ${login.status}`);
  return client;
}

export const VALID_PRODUCT = {
  product_name: 'Trail Backpack',
  description: 'A light backpack for day hikes.',
  price: 89.9,
  quantity: 3,
  category: 'accessories',
  sub_category: 'bags & backpacks',
  image_url:
    'https://firebasestorage.googleapis.com/v0/b/demo/o/product_picture%2Fa.png?alt=media&token=t',
};
