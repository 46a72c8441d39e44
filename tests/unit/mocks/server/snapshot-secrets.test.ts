// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../../../mocks/data/seed';
import {
  call,
  guestSession,
  staffSession,
  useMockServer,
  type Session,
} from '../../support/harness';

const server = useMockServer();

type Snapshot = Record<string, Record<string, unknown>[]>;
const snapshot = async () =>
  (await (await call(server.url(), 'GET', '/__mock/snapshot')).json()) as Snapshot;
const restore = (body: unknown) => call(server.url(), 'POST', '/__mock/snapshot', { body });
const signIn = async (username: string, password: string) =>
  (
    await call(server.url(), 'POST', '/api/auth/login', {
      session: await guestSession(),
      body: { username, password },
    })
  ).status;
const ordersStatus = async (session: Session) =>
  (await call(server.url(), 'GET', '/api/orders?page=1&page_size=5&sort_asc=true', { session }))
    .status;

describe('snapshots over HTTP hold no secrets', () => {
  it('GET /__mock/snapshot leaves out passwords and the access and refresh tokens', async () => {
    await staffSession(server.url());
    const taken = await snapshot();
    expect(taken.user.length).toBeGreaterThan(0);
    expect(taken.user.filter((user) => 'password' in user)).toEqual([]);
    expect(Object.keys(taken)).not.toContain('accessToken');
    expect(Object.keys(taken)).not.toContain('refreshToken');
    expect(taken.product.length).toBeGreaterThan(0);
  });

  it('restoring it keeps every password and the sign-ins of the moment', async () => {
    const taken = await snapshot();
    const staff = await staffSession(server.url());
    expect((await restore(taken)).status).toBe(200);
    expect(await ordersStatus(staff)).toBe(200);
    expect(await signIn(DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password)).toBe(200);
  });

  it('a user the server does not know cannot sign in, until a snapshot gives it a password', async () => {
    const taken = await snapshot();
    const newcomer = { id: 99, username: 'newcomer', name: 'New Comer', email: 'new@webshop.test' };
    expect((await restore({ ...taken, user: [...taken.user, newcomer] })).status).toBe(200);
    expect(await signIn('newcomer', 'Newcomer1!')).toBe(401);

    const withPassword = { ...newcomer, password: 'Newcomer1!' };
    expect((await restore({ ...taken, user: [...taken.user, withPassword] })).status).toBe(200);
    expect(await signIn('newcomer', 'Newcomer1!')).toBe(200);
  });

  it('a snapshot that carries tokens (an older one) restores them as given', async () => {
    const staff = await staffSession(server.url());
    const taken = await snapshot();
    expect((await restore({ ...taken, accessToken: [], refreshToken: [] })).status).toBe(200);
    expect(await ordersStatus(staff)).toBe(401);
  });

  it('responds 400 for a body that is not a snapshot', async () => {
    for (const body of [{ user: 'nobody' }, { user: [] }, []]) {
      expect((await restore(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
