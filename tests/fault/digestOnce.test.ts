import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Kysely } from 'kysely';
import { HOUR_MS } from '../../core/durations';
import type { Database } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { dailyDigestCutoff } from '../../server/notifications/schedule';
import { startApi, type ApiOptions, type ApiProcess } from './support/apiProcess';
import { connect } from './support/fixtures';
import { sleep, waitFor } from './support/http';
import { createCluster, type PostgresCluster } from './support/postgresCluster';
import { startSmtpSink, type SmtpSink } from './support/smtpSink';
import { fault, newTally, saveTally } from './support/tally';

/**
 * Two API processes on PostgreSQL both run the daily digest; one is killed outright in the
 * middle of the run and started again. Every person with events due gets their digest exactly
 * once: what the killed process had committed stays sent, what it had begun is rolled back and
 * done by the other, and the restarted one finds nothing left to do.
 *
 * Only the survivor delivers mail over SMTP. The killed one writes digests into the outbox but
 * sends none: a process killed between an SMTP server's "queued" and recording it sent would
 * have its mail sent again once its lease ends (the mail worker's own, older fault), and this
 * test is about the digests.
 */
const RECIPIENTS = 160;
const EVENTS_EACH = 3;
const TIME_ZONE = 'Africa/Johannesburg';

const tally = newTally();
let cluster: PostgresCluster;
let sink: SmtpSink;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let db: Kysely<Database>;

const jobs = { TIME_ZONE, NOTIFICATION_POLL_MS: '200', MAIL_POLL_MS: '200' };

beforeAll(async () => {
  cluster = await createCluster();
  await cluster.start();
  sink = await startSmtpSink();
  db = connect(cluster.url);
});

afterAll(async () => {
  saveTally(inject('faultTallyDir'), 'digestOnce', tally);
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await sink?.close();
  await db?.destroy();
  await cluster?.destroy();
});

const killedOptions = (): ApiOptions => ({ databaseUrl: cluster.url, env: jobs });

/** People with a daily digest due now: yesterday's events, unmailed. */
async function seedDueDigests(): Promise<string[]> {
  const stamp = Date.now();
  const emails = Array.from({ length: RECIPIENTS }, (_, i) => `digest${i}-${stamp}@example.org`);
  const eventAt = new Date(dailyDigestCutoff(new Date(), TIME_ZONE).getTime() - HOUR_MS);
  await db.transaction().execute(async (trx) => {
    const users = await trx
      .insertInto('users')
      .values(
        emails.map((email, i) => ({
          email,
          username: email,
          first_name: 'Digest',
          last_name: `Reader${i}`,
          role: 'MG' as const,
          language: i % 2 ? ('zu' as const) : ('en' as const),
        })),
      )
      .returning('id')
      .execute();
    await trx
      .insertInto('notifications')
      .values(
        users.flatMap((user) =>
          Array.from({ length: EVENTS_EACH }, (_, n) => ({
            recipient_user_id: user.id,
            // Daily by default (core/notificationDelivery.ts).
            kind: 'questionnaire_answered' as const,
            event_key: `fault:${user.id}:${n}`,
            created_at: eventAt,
          })),
        ),
      )
      .execute();
  });
  return emails;
}

async function mailedCount(): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('mailed_at', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the daily digest run by two processes', () => {
  it('sends every digest exactly once when one process is killed in the middle of it', async () => {
    // The events are written before the processes start, so that their first pass (the catch-up
    // at start) is the digest run.
    await migrateToLatest(db);
    const emails = await seedDueDigests();
    const total = RECIPIENTS * EVENTS_EACH;
    [a, b] = await Promise.all([
      startApi(killedOptions()),
      startApi({ databaseUrl: cluster.url, smtpUrl: sink.url, env: jobs }),
    ]);

    let atKill = 0;
    await waitFor(
      'the digest run to be under way',
      async () => {
        atKill = await mailedCount();
        return atKill > 0;
      },
      30_000,
      5,
    );
    await a.stop('SIGKILL');
    fault(tally, 'kill -9');
    // The kill landed in the middle of the run, not after it.
    expect(atKill).toBeLessThan(total);

    // The killed process starts again: its catch-up pass finds nothing left twice.
    a = await startApi(killedOptions());
    await waitFor(
      'every digest to be written and sent',
      async () => {
        a!.assertRunning();
        b!.assertRunning();
        const pending = await db
          .selectFrom('mails')
          .select('id')
          .where('status', '!=', 'SS')
          .execute();
        return (await mailedCount()) === total && pending.length === 0;
      },
      60_000,
    );
    // A last pass of both after everything was sent adds nothing.
    await sleep(1_000);

    const rows = await db.selectFrom('mails').select(['recipients', 'subject']).execute();
    expect(rows.length).toBe(RECIPIENTS);
    const delivered = new Map<string, number>();
    for (const mail of sink.received) {
      for (const to of mail.to) {
        delivered.set(to, (delivered.get(to) ?? 0) + 1);
      }
    }
    for (const email of emails) {
      expect(delivered.get(email), email).toBe(1);
    }
    expect(sink.received.length).toBe(RECIPIENTS);
    tally.mailsChecked += RECIPIENTS;
    tally.writesChecked += total;
  }, 300_000);
});
