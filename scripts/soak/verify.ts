import { createDatabase, type DatabaseTarget } from '../../server/db/connect';
import type { AckedWrite } from './users';

/** The acknowledged writes not found in the database (read after the server has stopped). */
export async function missingWrites(
  target: DatabaseTarget,
  acked: AckedWrite[],
): Promise<AckedWrite[]> {
  const db = createDatabase(target);
  try {
    const issues = new Set(
      (await db.selectFrom('issues').select('title').execute()).map((row) => row.title),
    );
    const codes = new Set(
      (await db.selectFrom('access_codes').select('code').execute()).map((row) => row.code),
    );
    const checkins = new Set(
      (
        await db
          .selectFrom('daily_checkins as d')
          .innerJoin('charges as c', 'c.id', 'd.charge_id')
          .innerJoin('users as u', 'u.id', 'c.user_id')
          .select(['u.email', 'd.checkin_at'])
          .execute()
      ).map((row) => `${row.email}|${new Date(row.checkin_at).toISOString()}`),
    );
    return acked.filter((write) => {
      switch (write.kind) {
        case 'issue':
          return !issues.has(write.title);
        case 'access-code':
          return !codes.has(write.code);
        case 'checkin':
          return !checkins.has(`${write.clientEmail}|${write.at}`);
      }
    });
  } finally {
    await db.destroy();
  }
}
