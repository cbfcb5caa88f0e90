import type { Executor } from '../db/executor';
import type { MailStatusCode } from '../db/database';

/** Mails per status across every process (pending is the delivery queue's depth). */
export async function countMailsByStatus(db: Executor): Promise<Record<MailStatusCode, number>> {
  const rows = await db
    .selectFrom('mails')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('status')
    .execute();
  const counts: Record<MailStatusCode, number> = { PN: 0, SS: 0, FL: 0 };
  for (const row of rows) {
    counts[row.status] = Number(row.count);
  }
  return counts;
}
