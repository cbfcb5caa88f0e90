import { sql, type Expression, type RawBuilder } from 'kysely';
import { users } from '../../resources/users';
import { isAdministrator as isAdministratorFlags, ROLES } from '../../core/roles';
import type { Executor } from '../db/executor';
import { statementOnce } from '../db/statementOnce';
import type { NewUser, User, UserUpdate } from '../db/database';
import { defineListSource, flagFilter } from '../lib/listQuery';
import { hasSecondFactor } from './mfa';

const nobody = { role: null, isSuperuser: false, isStaff: false } as const;

/**
 * Spec section 6's administrator, read off the TypeScript predicate (core/roles.ts) rather
 * than written again: which flags alone make one, and which roles do. The predicate is a
 * disjunction of those; users.int.test.ts holds the SQL to it for every combination.
 */
const ADMINISTRATOR = {
  superuser: isAdministratorFlags({ ...nobody, isSuperuser: true }),
  staff: isAdministratorFlags({ ...nobody, isStaff: true }),
  roles: ROLES.filter((role) => isAdministratorFlags({ ...nobody, role })),
};

/**
 * Whether the users row `table` (an alias, or the `users` table itself when omitted) is an
 * administrator, as SQL: true or false, never null, so `NOT` of it selects everyone else.
 */
export function isAdministrator(table?: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  const roles = sql.join(ADMINISTRATOR.roles.map((role) => sql.lit(role)));
  const terms = [
    ADMINISTRATOR.superuser && column('is_superuser'),
    ADMINISTRATOR.staff && column('is_staff'),
    ADMINISTRATOR.roles.length > 0 && sql`coalesce(${column('role')}, '') IN (${roles})`,
  ].filter((term) => term !== false);
  return terms.length ? sql<boolean>`(${sql.join(terms, sql` OR `)})` : sql<boolean>`false`;
}

export function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where(sql<boolean>`lower(email) = lower(${email})`)
    .executeTakeFirst();
}

export function findUserByUuid(db: Executor, uuid: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** A user's secrets: read where they are checked, never carried with the caller. */
const SECRET_COLUMNS = [
  'password_hash',
  'mfa_secret_sealed',
  'mfa_pending_secret_sealed',
  'mfa_recovery_hashes',
  'mfa_last_step',
] as const;
type SecretColumn = (typeof SECRET_COLUMNS)[number];

/** The signed-in caller's row as every authenticated request loads it: no secret in it. */
export type CallerUser = Omit<User, SecretColumn>;

/**
 * Every column but the secrets. findCallerByUuid answers a CallerUser, so a column added to
 * `users` fails to compile there until it is listed here or named a secret.
 */
const CALLER_COLUMNS = [
  'users.id',
  'users.uuid',
  'users.username',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.role',
  'users.is_superuser',
  'users.is_staff',
  'users.is_client',
  'users.is_active',
  'users.has_accepted_terms',
  'users.date_joined',
  'users.updated_at',
  'users.last_login',
  'users.logins_count',
  'users.language',
  'users.session_version',
  'users.mfa_enabled_at',
] as const satisfies readonly `users.${keyof CallerUser}`[];

/**
 * A user's row and case-manager record as one digest: any change to either changes it (a
 * session version, a role, a factor, a sign-in). A list page reads it in its own statement to
 * confirm a kept caller (lib/keptCallers.ts), so the caller is as current as the page.
 */
export function callerSnapshot(userId: Expression<number>): RawBuilder<string> {
  return sql<string>`(SELECT md5(s::text || coalesce((
      SELECT cm.id FROM case_managers cm WHERE cm.user_id = s.id)::text, '-'))
    FROM users s WHERE s.id = ${userId})`;
}

const callerByUuid = statementOnce(1, (db, uuid: string) =>
  db
    .selectFrom('users')
    .select(CALLER_COLUMNS)
    .select((eb) => [
      eb
        .selectFrom('case_managers')
        .select('case_managers.id')
        .whereRef('case_managers.user_id', '=', 'users.id')
        .as('case_manager_id'),
      callerSnapshot(eb.ref('users.id')).as('snapshot'),
    ])
    .where('users.uuid', '=', uuid),
);

/**
 * A signed-in caller as every authenticated request loads them: the user and, in the same
 * statement, their case-manager id (null for a pure administrator), which most calls need, and
 * the digest a kept caller is confirmed by (`callerSnapshot`).
 * Compiled once: it runs on every authenticated request.
 */
export async function findCallerByUuid(
  db: Executor,
  uuid: string,
): Promise<{ user: CallerUser; caseManagerId: number | null; snapshot: string } | undefined> {
  const row = (await callerByUuid(db, uuid)).rows[0];
  if (!row) {
    return undefined;
  }
  const { case_manager_id: caseManagerId, snapshot, ...user } = row;
  return { user, caseManagerId, snapshot };
}

/** A user's secrets, for the check that needs them (the current password, a factor's setup). */
export function findUserSecrets(
  db: Executor,
  id: number,
): Promise<Pick<User, SecretColumn> | undefined> {
  return db.selectFrom('users').select(SECRET_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findUserById(db: Executor, id: number): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertUser(db: Executor, user: NewUser): Promise<User> {
  return db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
}

export function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<User> {
  return db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function recordLogin(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ last_login: new Date(), logins_count: eb('logins_count', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Another user already holding this e-mail or username (case-insensitive). */
export function findClash(
  db: Executor,
  field: 'email' | 'username',
  value: string,
  exceptId?: number,
): Promise<{ id: number } | undefined> {
  let query = db
    .selectFrom('users')
    .select('id')
    .where(sql<boolean>`lower(${sql.ref(field)}) = lower(${value})`);
  if (exceptId !== undefined) {
    query = query.where('id', '!=', exceptId);
  }
  return query.executeTakeFirst();
}

/** The users list's declared sort, search and filter fields as SQL (resources/users.ts). */
export const userListSource = defineListSource({
  definition: users,
  sort: { dateJoined: sql.ref('date_joined') },
  search: { username: sql.ref('username'), email: sql.ref('email') },
  filter: {
    isAdmin: (value) => (value ? isAdministrator() : sql`NOT ${isAdministrator()}`),
    isActive: flagFilter(sql.ref('is_active')),
  },
  tieBreaker: sql.ref('id'),
});

/** Every user with whether they are an administrator: the users list's rows. */
export function userListRows(db: Executor) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'uuid',
      'username',
      'email',
      'first_name',
      'last_name',
      'date_joined',
      'is_active',
      isAdministrator().as('is_admin'),
    ]);
}

export type UserListRow = Awaited<
  ReturnType<ReturnType<typeof userListRows>['executeTakeFirstOrThrow']>
>;

/** One account for its administrators' page: the list's row with its sign-ins, kind and factor. */
export function findUserDetailRow(db: Executor, uuid: string) {
  return userListRows(db)
    .select([
      'updated_at',
      'last_login',
      'logins_count',
      'role',
      'is_superuser',
      'is_staff',
      'is_client',
      hasSecondFactor('users').as('second_factor'),
      sql<boolean>`EXISTS (SELECT 1 FROM charges c
        WHERE c.user_id = users.id AND c.anonymised_at IS NOT NULL)`.as('anonymised'),
    ])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

export type UserDetailRow = NonNullable<Awaited<ReturnType<typeof findUserDetailRow>>>;
