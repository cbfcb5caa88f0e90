import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { anonymiseClient } from './anonymise';
import { findClientKey } from './clientRecordKinds';

export interface RetentionSetting {
  /** Days after a client's last episode closed that their data is kept (`RETENTION_DAYS_AFTER_CLOSE`). */
  daysAfterClose: number;
  /** The portal's calendar (`TIME_ZONE`): an episode closes on one of its days. */
  timeZone: string;
}

/**
 * Anonymises every client whose episodes are all closed, the last of them more than
 * `daysAfterClose` days before `now`'s day, and who is not anonymised yet; answers how many.
 * A client with no episode, or with one open, is kept. Each client is its own transaction, so a
 * run stopped half-way leaves every client whole, and the next run goes on.
 */
export async function applyRetention(
  db: Executor,
  now: Date,
  { daysAfterClose, timeZone }: RetentionSetting,
): Promise<number> {
  const { rows } = await sql<{ user_id: number }>`
    SELECT c.user_id FROM charges c
    WHERE c.anonymised_at IS NULL
      AND EXISTS (SELECT 1 FROM episodes e WHERE e.charge_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM episodes e WHERE e.charge_id = c.id AND e.closed_on IS NULL)
      AND (SELECT max(e.closed_on) FROM episodes e WHERE e.charge_id = c.id)
        < (${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})::date - ${daysAfterClose}::integer
    ORDER BY c.id`.execute(db);
  let anonymised = 0;
  for (const { user_id } of rows) {
    const client = await findClientKey(db, user_id);
    if (client && (await anonymiseClient(db, client, { actorUserId: null, reason: 'retention' }))) {
      anonymised += 1;
    }
  }
  return anonymised;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention once a day in this process, the first time a minute after start. Several
 * processes may each run it: a client is anonymised once (anonymiseClient locks and marks it).
 * Answers the function that stops it.
 */
export function startRetention(
  db: Executor,
  setting: RetentionSetting,
  log: { info: (fields: object, message: string) => void; error: (error: unknown) => void },
): () => void {
  const run = () => {
    applyRetention(db, new Date(), setting).then(
      (count) => log.info({ anonymised: count }, 'retention run'),
      (error: unknown) => log.error(error),
    );
  };
  const first = setTimeout(run, 60_000);
  const daily = setInterval(run, DAY_MS);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
