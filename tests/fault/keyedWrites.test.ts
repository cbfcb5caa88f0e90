import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { translate } from '../../server/lib/translate';
import { startApi, type ApiProcess } from './support/apiProcess';
import { connect, PASSWORD, staff } from './support/fixtures';
import { attempt, signIn, sleep, waitFor, type Answer } from './support/http';
import { createCluster, type PostgresCluster } from './support/postgresCluster';
import { fault, newTally, saveTally } from './support/tally';

/** Writers at once, half on each process. */
const WRITERS = 16;
/** Acknowledged writes after which one process is killed. */
const KILL_AFTER = 150;
const PATH = '/api/v2/case-managers/charge-requests/';
const IN_PROGRESS = translate('portal.api.idempotency.in_progress');

const tally = newTally();
let cluster: PostgresCluster;
let a: ApiProcess | undefined;
let b: ApiProcess | undefined;
let db: Kysely<Database>;
let token: string;

beforeAll(async () => {
  cluster = await createCluster();
  await cluster.start();
  // The survivor and the test itself never wait for a standby (see `holdCommits`).
  const localCommits = `${cluster.url}?options=${encodeURIComponent('-c synchronous_commit=local')}`;
  // One after the other: the first migrates the empty database.
  a = await startApi({ databaseUrl: cluster.url });
  b = await startApi({ databaseUrl: localCommits });
  db = connect(localCommits);
  const manager = await staff(db, 'MG');
  token = await signIn(a.url, manager.email, PASSWORD);
});

afterAll(async () => {
  saveTally(inject('faultTallyDir'), 'keyedWrites', tally);
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await db?.destroy();
  await cluster?.destroy();
});

/**
 * While held, a commit on the first process is written (it stands, whatever happens next) and
 * then waits for a standby that does not exist before it is acknowledged: the process can be
 * killed with writes committed and not answered, the case a retry must not do again.
 */
async function holdCommits(held: boolean): Promise<void> {
  await (
    held
      ? sql`ALTER SYSTEM SET synchronous_standby_names = 'nobody'`
      : sql`ALTER SYSTEM RESET synchronous_standby_names`
  ).execute(db);
  await sql`SELECT pg_reload_conf()`.execute(db);
}

async function commitsWaiting(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event = 'SyncRep'`.execute(db);
  return rows[0]?.n ?? 0;
}

interface Write {
  /** Its Idempotency-Key, also its charge request's last name. */
  key: string;
  /** The first attempt's status: 0 when its process died with it. */
  first: number;
  answer?: Answer<{ code: string }>;
}

function send(api: ApiProcess, key: string) {
  return attempt<{ code: string; message?: string }>(api.url, 'POST', PATH, {
    token,
    headers: { 'idempotency-key': key },
    body: {
      first_name: 'Sipho',
      last_name: key,
      email: null,
      company: null,
      policy_number: null,
      designation: 'Case manager',
      should_request_consent: false,
    },
  });
}

describe('keyed writes on two API processes, one killed mid-stream', () => {
  it('are each stored exactly once when every unanswered one is sent again', async () => {
    const started = Date.now();
    const writes: Write[] = [];
    const acknowledged = () => writes.filter((w) => w.first === 201).length;
    let serial = 0;
    let stop = false;

    const writer = async (api: ApiProcess) => {
      while (!stop) {
        serial += 1;
        const write: Write = { key: `once-${serial}`, first: 0 };
        writes.push(write);
        const answer = await send(api, write.key);
        write.first = answer.status;
        if (answer.status === 201) {
          write.answer = answer as Answer<{ code: string }>;
        } else {
          // Its process is gone: what it had committed, nobody was told.
          return;
        }
      }
    };
    const [first, second] = [a!, b!];
    const workers = Array.from({ length: WRITERS }, (_, i) => writer(i % 2 ? first : second));

    await waitFor(`${KILL_AFTER} acknowledged writes`, () => acknowledged() >= KILL_AFTER);
    await holdCommits(true);
    await waitFor('a write to be committing', async () => (await commitsWaiting()) > 0);
    // The others reach their commit, or a lock the committing one holds until it is answered.
    await sleep(500);
    await first.stop('SIGKILL');
    fault(tally, 'kill -9 of an API process');
    a = undefined;
    await holdCommits(false);
    // A little more on the survivor, then the stream ends.
    const before = acknowledged();
    await waitFor('writes on the surviving process', () => acknowledged() >= before + 20);
    stop = true;
    await Promise.all(workers);

    // Only the dead process's connections failed; each of those writes goes again, same key,
    // to the survivor. No lease to wait out: the dead process's transactions rolled back.
    const unanswered = writes.filter((w) => w.first !== 201);
    expect(unanswered.map((w) => w.first)).toEqual(unanswered.map(() => 0));
    expect(unanswered.length).toBeGreaterThan(0);
    let replays = 0;
    for (const write of unanswered) {
      let answer = await send(second, write.key);
      // The database may still be ending the dead connection's transaction (it holds the key).
      for (let i = 0; i < 50 && answer.status === 409; i += 1) {
        expect(answer.body).toMatchObject({ message: IN_PROGRESS });
        await sleep(100);
        answer = await send(second, write.key);
      }
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      write.answer = answer as Answer<{ code: string }>;
      if (answer.headers.get('idempotent-replayed') === 'true') {
        replays += 1;
      }
    }

    // Nothing missing, nothing doubled: one charge request per key, whose access code is the
    // one its answer gave (a replay gives the first answer, not a new code).
    const stored = await db
      .selectFrom('charge_requests')
      .innerJoin('access_codes', 'access_codes.id', 'charge_requests.access_code_id')
      .select(['charge_requests.last_name as key', 'access_codes.code'])
      .where(
        'charge_requests.last_name',
        'in',
        writes.map((w) => w.key),
      )
      .execute();
    const byKey = new Map<string, string[]>();
    for (const row of stored) {
      byKey.set(row.key, [...(byKey.get(row.key) ?? []), row.code]);
    }
    expect(writes.filter((w) => byKey.get(w.key)?.length !== 1).map((w) => w.key)).toEqual([]);
    expect(writes.filter((w) => byKey.get(w.key)?.[0] !== w.answer?.body.code)).toEqual([]);
    // The case the keys are for happened: writes committed and never answered were replayed.
    expect(replays).toBeGreaterThan(0);
    tally.writesChecked += writes.length;

    console.info(
      `keyed writes: ${writes.length} sent, ${unanswered.length} unanswered at the kill, ` +
        `${replays} of them committed before it (replayed), ${Date.now() - started} ms`,
    );
  });
});
