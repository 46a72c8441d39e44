import { HttpResponse, http } from 'msw';
import { endpoints } from '../../src/config/endpoints';
import { isProductionEmail } from '../../src/config/rules/email';
import {
  isProductionPassword,
  USER_MAX_LENGTHS,
  USER_SERVER_MESSAGES,
} from '../../src/config/rules/user';
import { db, type UserRecord } from '../data/db';
import { anyOrigin, fail, withErrors } from '../http/responses';
import { requireStaff } from '../auth/tokens';
import { isBlank, readBody, RequestChecks, type Values } from '../http/validation';
import { ID_PATH } from './products';

/** Production's texts of the user calls; the field rules' are the shared user rules'. */
export const USER_DETAILS = {
  notFound: "User doesn't exist",
  updated: 'user updated successfully',
  ...USER_SERVER_MESSAGES,
  usernameInUse: 'Username already in use',
  emailInUse: 'Email already in use',
} as const;

const UPDATE_FIELDS = {
  name: { type: 'str', optional: true, maxLength: USER_MAX_LENGTHS.name },
  username: { type: 'str', optional: true, maxLength: USER_MAX_LENGTHS.username },
  password: { type: 'str', optional: true },
  email: { type: 'str', optional: true, maxLength: USER_MAX_LENGTHS.email },
} as const;

type UserUpdate = Values<typeof UPDATE_FIELDS>;

function findUser(id: number): UserRecord {
  return db.user.findFirst({ where: { id: { equals: id } } }) ?? fail(404, USER_DETAILS.notFound);
}

/** The mock's own check on top of production's: another user's username (any case). */
function isUsernameTaken(username: string, ownId: number): boolean {
  const wanted = username.trim().toLowerCase();
  return db.user
    .getAll()
    .some((user) => user.id !== ownId && user.username.trim().toLowerCase() === wanted);
}

/**
 * The changes of an update, in production's order of checks: a blank or missing field is
 * left as it was, and a username or e-mail equal to the current one gets 409.
 */
function userChanges(id: number, sent: UserUpdate): Partial<UserRecord> {
  if ([sent.name, sent.email, sent.username, sent.password].every(isBlank)) {
    fail(400, USER_DETAILS.nothingToUpdate);
  }
  const user = findUser(id);
  if (sent.username === user.username) fail(409, USER_DETAILS.usernameInUse);
  if (sent.email === user.email) fail(409, USER_DETAILS.emailInUse);
  const changes: Partial<UserRecord> = {};
  if (!isBlank(sent.name)) changes.name = sent.name!;
  if (!isBlank(sent.email)) {
    if (!isProductionEmail(sent.email!)) fail(400, USER_DETAILS.badEmail);
    changes.email = sent.email!;
  }
  if (!isBlank(sent.username)) {
    if (isUsernameTaken(sent.username!, user.id)) fail(409, USER_DETAILS.usernameInUse);
    changes.username = sent.username!;
  }
  if (!isBlank(sent.password)) {
    if (!isProductionPassword(sent.password!)) fail(400, USER_DETAILS.weakPassword);
    changes.password = sent.password!;
  }
  return changes;
}

export const userHandlers = [
  // Any signed-in staff user may read and change any user, as in production.
  http.get(
    anyOrigin(endpoints.getUser.path),
    withErrors(({ request, params }) => {
      requireStaff(request);
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      checks.done();
      const { name, username, email } = findUser(id);
      return HttpResponse.json({ user: { name, username, email } });
    }),
  ),

  http.patch(
    anyOrigin(endpoints.updateUser.path),
    withErrors(async ({ request, params }) => {
      requireStaff(request);
      const checks = new RequestChecks();
      const { id } = checks.path(ID_PATH, params);
      const sent = checks.body(UPDATE_FIELDS, await readBody(request));
      checks.done();
      const changes = userChanges(id, sent);
      db.user.update({ where: { id: { equals: id } }, data: changes });
      return HttpResponse.json({ message: USER_DETAILS.updated });
    }),
  ),
];
