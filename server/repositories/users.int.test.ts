import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdministrator as isAdministratorFlags, ROLES, type Role } from '../../core/roles';
import { createTestDatabase, type TestDatabase } from '../../tests/api/support/testDatabase';
import { isAdministrator } from './users';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

const roles: (Role | null)[] = [null, ...ROLES];
const combinations = roles.flatMap((role) =>
  [false, true].flatMap((isSuperuser) =>
    [false, true].map((isStaff) => ({ role, isSuperuser, isStaff })),
  ),
);

describe('isAdministrator (SQL)', () => {
  it('agrees with the TypeScript predicate on every role and flag, and its NOT too', async () => {
    const rows = sql.join(
      combinations.map(
        (c, i) =>
          sql`(${i}::int, ${c.isSuperuser}::boolean, ${c.isStaff}::boolean, ${c.role}::text)`,
      ),
    );
    const result = await sql<{ i: number; admin: boolean; other: boolean }>`
      SELECT u.i, ${isAdministrator('u')} AS admin, NOT ${isAdministrator('u')} AS other
      FROM (VALUES ${rows}) AS u(i, is_superuser, is_staff, role)
      ORDER BY u.i`.execute(database.db);
    expect(result.rows).toEqual(
      combinations.map((c, i) => ({
        i,
        admin: isAdministratorFlags(c),
        other: !isAdministratorFlags(c),
      })),
    );
  });
});
