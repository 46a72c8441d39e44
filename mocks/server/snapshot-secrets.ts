import { takeSnapshot, type DbSnapshot, type Row, type TableName } from '../data/snapshot';

/**
 * GET /__mock/snapshot hands out data, never credentials: no user's password, and no access or
 * refresh token (each one a signed-in session anyone holding it could use). Sign-ins are the
 * server's state of the moment, not data, so a restore keeps them too.
 */
const TOKEN_TABLES: TableName[] = ['accessToken', 'refreshToken'];

export function snapshotWithoutSecrets(): DbSnapshot {
  const snapshot = takeSnapshot();
  for (const table of TOKEN_TABLES) delete snapshot[table];
  snapshot.user = snapshot.user.map(({ password: _password, ...user }) => user);
  return snapshot;
}

function randomSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(24)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

const isRowList = (value: unknown): value is Row[] =>
  Array.isArray(value) && value.every((row) => !!row && typeof row === 'object');

/**
 * A posted snapshot with the server's secrets put back where it has none: a user keeps its
 * current password (matched by id), a user the server does not know gets one nobody knows (it
 * cannot sign in until a snapshot gives it a `password`), and the sign-ins of the users still
 * there stay. What the snapshot does carry (an older one with passwords and tokens) is restored
 * as given. Null when the body is not a snapshot's shape.
 */
export function withSecretsKept(posted: Record<string, unknown>): DbSnapshot | null {
  const current = takeSnapshot();
  const users = posted.user;
  if (!isRowList(users)) return null;
  const passwords = new Map(current.user.map((user) => [user.id, user.password]));
  const restored: DbSnapshot = {
    ...(posted as DbSnapshot),
    user: users.map((user) =>
      'password' in user ? user : { ...user, password: passwords.get(user.id) ?? randomSecret() },
    ),
  };
  const userIds = new Set(users.map((user) => user.id));
  for (const table of TOKEN_TABLES) {
    if (table in posted) continue;
    restored[table] = current[table].filter((token) => userIds.has(token.user_id));
  }
  return restored;
}
