import { DEMO_CREDENTIALS } from '../../../mocks/seed';

const BASE = 'http://localhost:5173';

/** A visitor of the mock backend with its own session; `signIn` makes it the demo staff user. */
export async function mockVisitor() {
  const sessionId = crypto.randomUUID();
  const me = await fetch(`${BASE}/api/auth/me`, { headers: { 'X-Session-ID': sessionId } });
  const csrf = /csrftoken=([^;]+)/.exec(me.headers.get('set-cookie') ?? document.cookie)?.[1] ?? '';
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${BASE}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-Session-ID': sessionId,
        'X-XSRF-TOKEN': csrf,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const json = (await response.json()) as Record<string, unknown>;
    return { status: response.status, body: json };
  };
  return {
    call,
    signIn: async () => {
      const result = await call('POST', '/api/auth/login', DEMO_CREDENTIALS);
      if (result.status !== 200) throw new Error(`Sign-in failed: ${result.status}`);
    },
  };
}

export async function signedInStaff() {
  const staff = await mockVisitor();
  await staff.signIn();
  return staff;
}
