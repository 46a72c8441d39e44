import { HttpResponse, http } from 'msw';
import { ValidationError } from 'yup';
import { endpoints } from '../../src/config/endpoints';
import { userUpdateSchema } from '../../src/features/profile/user-rules';
import { db, type UserRecord } from '../db';
import { anyOrigin, fail, idParam, readJsonObject, requireStaff, withErrors } from '../http';

export const USER_DETAILS = {
  notFound: 'User not found.',
  forbidden: 'You can only see and change your own profile.',
  usernameTaken: 'Username already taken.',
  updated: 'User updated',
} as const;

const EDITABLE = ['username', 'name', 'email', 'password'] as const;
type UserChanges = Partial<Record<(typeof EDITABLE)[number], string>>;

function publicUser({ name, username, email }: UserRecord) {
  return { name, username, email };
}

/** The user of the path, which must be the signed-in user. */
function requireOwnUser(request: Request, rawId: string | readonly string[] | undefined) {
  const { user } = requireStaff(request);
  const id = idParam(rawId, USER_DETAILS.notFound);
  const target = db.user.findFirst({ where: { id: { equals: id } } });
  if (!target) fail(404, USER_DETAILS.notFound);
  if (target.id !== user.id) fail(403, USER_DETAILS.forbidden);
  return target;
}

/** The known fields of the body, validated by the rules the profile form uses; others ignored. */
export function validateUserChanges(body: Record<string, unknown>): UserChanges {
  const picked = Object.fromEntries(
    EDITABLE.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]),
  );
  try {
    userUpdateSchema.validateSync(picked, { strict: true });
  } catch (error) {
    if (error instanceof ValidationError) fail(400, error.message);
    throw error;
  }
  const changes = picked as UserChanges;
  for (const key of ['username', 'name', 'email'] as const) {
    if (changes[key] !== undefined) changes[key] = changes[key].trim();
  }
  return changes;
}

function isUsernameTaken(username: string, ownId: number): boolean {
  const wanted = username.toLowerCase();
  return db.user
    .getAll()
    .some((user) => user.id !== ownId && user.username.toLowerCase() === wanted);
}

export const userHandlers = [
  http.get(
    anyOrigin(endpoints.getUser.path),
    withErrors(({ request, params }) => {
      const user = requireOwnUser(request, params.id);
      return HttpResponse.json({ user: publicUser(user) });
    }),
  ),

  http.patch(
    anyOrigin(endpoints.updateUser.path),
    withErrors(async ({ request, params }) => {
      const user = requireOwnUser(request, params.id);
      const changes = validateUserChanges(await readJsonObject(request));
      if (changes.username !== undefined && isUsernameTaken(changes.username, user.id)) {
        fail(400, USER_DETAILS.usernameTaken);
      }
      const updated = db.user.update({ where: { id: { equals: user.id } }, data: changes });
      return HttpResponse.json({ detail: USER_DETAILS.updated, user: publicUser(updated ?? user) });
    }),
  ),
];
