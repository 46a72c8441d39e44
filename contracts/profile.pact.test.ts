import { describe, expect, it } from 'vitest';
import { endpointPath } from '../src/config/endpoints';
import { ApiError } from '../src/lib/api-client';
import { getUser } from '../src/features/profile/api/get-user';
import { updateUser } from '../src/features/profile/api/update-user';
import {
  createPact,
  errorBody,
  like,
  sendStaffCookie,
  STAFF_USER_ID,
  staffHeaders,
  staffParams,
  string,
  useApi,
} from './support';

const pact = createPact();
const userPath = endpointPath('getUser', { id: STAFF_USER_ID });

describe('profile', () => {
  it("gets the signed-in user's profile", async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request for the signed-in user's profile")
      .withRequest('GET', userPath, (b) => b.headers(staffHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          user: {
            name: string('Shop Admin'),
            username: string('admin'),
            email: string('admin@webshop.test'),
          },
        }),
      )
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await getUser(STAFF_USER_ID)).toMatchObject({
          user: { name: 'Shop Admin', username: 'admin', email: 'admin@webshop.test' },
        });
      });
  });

  it('updates the edited fields only; the response carries no user', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request to change the signed-in user's name")
      .withRequest('PATCH', userPath, (b) =>
        b.headers(staffHeaders()).jsonBody({ name: 'Shop Owner' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: like('user updated successfully') }))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        expect(await updateUser(STAFF_USER_ID, { name: 'Shop Owner' })).toEqual({
          message: 'user updated successfully',
        });
      });
  });

  it('an invalid email: 400 with the reason', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request to change the signed-in user's email to an invalid one")
      .withRequest('PATCH', userPath, (b) =>
        b.headers(staffHeaders()).jsonBody({ email: 'not-an-email' }),
      )
      .willRespondWith(400, (b) => b.jsonBody(errorBody('Invalid email format')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        await expect(updateUser(STAFF_USER_ID, { email: 'not-an-email' })).rejects.toEqual(
          new ApiError(400, 'Invalid email format'),
        );
      });
  });

  it('no edited field: 400 with the reason', async () => {
    await pact
      .addInteraction()
      .given('a staff user is signed in', staffParams)
      .uponReceiving("a request to update the signed-in user's profile without any field")
      .withRequest('PATCH', userPath, (b) => b.headers(staffHeaders()).jsonBody({}))
      .willRespondWith(400, (b) => b.jsonBody(errorBody('No fields to update')))
      .executeTest(async (server) => {
        useApi(server.url);
        sendStaffCookie();
        await expect(updateUser(STAFF_USER_ID, {})).rejects.toEqual(
          new ApiError(400, 'No fields to update'),
        );
      });
  });
});
