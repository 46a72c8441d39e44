import { describe, expect, it } from 'vitest';
import { endpointPath } from '../src/config/endpoints';
import { getUser } from '../src/features/profile/api/get-user';
import { updateUser } from '../src/features/profile/api/update-user';
import {
  createPact,
  errorBody,
  like,
  mutationHeaders,
  sessionHeaders,
  staffParams,
  STAFF_USER_ID,
  string,
  useApi,
} from './support';

const pact = createPact();
const userPath = endpointPath('getUser', { id: STAFF_USER_ID });
const profile = (name: string) => ({
  name: string(name),
  username: string('admin'),
  email: string('admin@webshop.test'),
});

describe('profile', () => {
  it("gets the signed-in user's profile", async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request for the signed-in user's profile")
      .withRequest('GET', userPath, (b) => b.headers(sessionHeaders))
      .willRespondWith(200, (b) => b.jsonBody({ user: profile('Shop Admin') }))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await getUser(STAFF_USER_ID)).toMatchObject({
          ok: true,
          data: { user: { name: 'Shop Admin', username: 'admin', email: 'admin@webshop.test' } },
        });
      });
  });

  it('updates the edited fields', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request to change the signed-in user's name")
      .withRequest('PATCH', userPath, (b) =>
        b.headers(mutationHeaders).jsonBody({ name: 'Shop Owner' }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ detail: like('User updated'), user: profile('Shop Owner') }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await updateUser(STAFF_USER_ID, { name: 'Shop Owner' })).toMatchObject({
          ok: true,
          data: { detail: 'User updated', user: { name: 'Shop Owner' } },
        });
      });
  });

  it('an invalid email: 400 with the reason', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request to change the signed-in user's email to an invalid one")
      .withRequest('PATCH', userPath, (b) =>
        b.headers(mutationHeaders).jsonBody({ email: 'not-an-email' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('Invalid email format')))
      .executeTest(async (server) => {
        useApi(server.url);
        expect(await updateUser(STAFF_USER_ID, { email: 'not-an-email' })).toEqual({
          ok: false,
          status: 400,
          detail: 'Invalid email format',
        });
      });
  });
});
