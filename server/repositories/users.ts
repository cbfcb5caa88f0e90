import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { NewUser, User, UserUpdate } from '../db/database';

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
