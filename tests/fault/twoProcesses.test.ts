import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import { ACCESS_CODE_INVALID } from '../../server/services/app/registration';
import { CODE_TAKEN } from '../../server/services/accessCodeWrites';
import { startApi, type ApiProcess } from './support/apiProcess';
import { connect, PASSWORD, staff } from './support/fixtures';
import { call, keyedCall, signIn, waitFor } from './support/http';
import { createCluster, type PostgresCluster } from './support/postgresCluster';
import { startSmtpSink, type SmtpSink } from './support/smtpSink';
import { fault, newTally, saveTally } from './support/tally';

const REQUESTS_EACH = 20;
const CODE_RACES = 10;
const CONSENT_RACES = 6;

const tally = newTally();
let cluster: PostgresCluster;
let sink: SmtpSink;
let a: ApiProcess;
let b: ApiProcess;
let db: Kysely<Database>;
let adminToken: string;
let managerToken: string;
let managerUuid: string;

beforeAll(async () => {
  cluster = await createCluster();
  await cluster.start();
  sink = await startSmtpSink();
  // One after the other: the first migrates the empty database.
  a = await startApi({ databaseUrl: cluster.url, smtpUrl: sink.url });
  b = await startApi({ databaseUrl: cluster.url, smtpUrl: sink.url });
  db = connect(cluster.url);
  const admin = await staff(db, 'AD');
  const manager = await staff(db, 'MG');
  adminToken = await signIn(a.url, admin.email, PASSWORD);
  managerToken = await signIn(b.url, manager.email, PASSWORD);
  const row = await db
    .selectFrom('case_managers')
    .select('uuid')
    .where('user_id', '=', manager.id)
    .executeTakeFirstOrThrow();
  managerUuid = row.uuid;
});

afterAll(async () => {
  saveTally(inject('faultTallyDir'), 'twoProcesses', tally);
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await sink?.close();
  await db?.destroy();
  await cluster?.destroy();
});

let serial = 0;

/** A charge request by the manager on one process; with a supporter invited by mail when asked. */
function chargeRequest(api: ApiProcess, invite: boolean) {
  serial += 1;
  const path = '/api/v2/case-managers/charge-requests/';
  return keyedCall<{ code: string }>(api.url, 'POST', path, `charge-request-${serial}`, {
    token: managerToken,
    body: {
      first_name: 'Sipho',
      last_name: `Race${serial}`,
      email: null,
      company: null,
      policy_number: null,
      designation: 'Case manager',
      should_request_consent: false,
      ...(invite
        ? { invited_supporters: [{ email: `invitee${serial}@example.org`, designation: 'OT' }] }
        : {}),
    },
  });
}

function register(api: ApiProcess, code: string, email: string) {
  return call<{ access: string }>(api.url, 'POST', '/api/v2/app/register/', {
    body: {
      access_code: code,
      email,
      password: PASSWORD,
      first_name: 'Lindiwe',
      last_name: 'Zulu',
    },
  });
}

const succeeded = (statuses: number[]) => statuses.filter((s) => s >= 200 && s < 300).length;

describe('two API processes on one database', () => {
  it('never hand out the same access code', async () => {
    // Generated codes: both processes at once, each code unique.
    const answers = await Promise.all(
      Array.from({ length: REQUESTS_EACH * 2 }, (_, i) => chargeRequest(i % 2 ? a : b, i % 4 < 2)),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 201));
    const codes = answers.map((r) => r.body.code);
    expect(new Set(codes).size).toBe(codes.length);
    const stored = await db
      .selectFrom('access_codes')
      .select('code')
      .where('code', 'in', codes)
      .execute();
    expect(stored.length).toBe(codes.length);
    tally.writesChecked += codes.length;

    // One chosen code sent to both at the same instant: one wins, the other is told it is taken.
    for (let i = 0; i < CODE_RACES; i += 1) {
      const code = `RACE-${i}`;
      const [first, second] = await Promise.all(
        [a, b].map((api) =>
          call<{ data: Record<string, string[]> }>(api.url, 'POST', '/api/v2/admin/access-codes/', {
            token: adminToken,
            body: { code },
          }),
        ),
      );
      fault(tally, 'race between the two processes');
      const statuses = [first!.status, second!.status].sort();
      expect(statuses).toEqual([201, 400]);
      const loser = [first!, second!].find((r) => r.status === 400)!;
      expect(loser.body.data.code).toEqual([CODE_TAKEN()]);
      const rows = await db
        .selectFrom('access_codes')
        .select('id')
        .where('code', '=', code)
        .execute();
      expect(rows.length).toBe(1);
      tally.writesChecked += 1;
    }

    // One access code used to register on both at once: exactly one client gets it.
    for (const code of codes.slice(0, CODE_RACES)) {
      const emails = [`first-${code}@example.org`, `second-${code}@example.org`];
      const [first, second] = await Promise.all([
        register(a, code, emails[0]!),
        register(b, code, emails[1]!),
      ]);
      fault(tally, 'race between the two processes');
      expect(succeeded([first.status, second.status])).toBe(1);
      const loser = [first, second].find((r) => r.status !== 201)!;
      expect(loser.status).toBe(400);
      expect(JSON.stringify(loser.body)).toContain(ACCESS_CODE_INVALID());
      const charges = await db
        .selectFrom('users')
        .select('email')
        .where('email', 'in', emails)
        .execute();
      expect(charges.length).toBe(1);
      tally.writesChecked += 1;
    }
  });

  it('never lose a consent update to a race', async () => {
    for (let i = 0; i < CONSENT_RACES; i += 1) {
      const request = await chargeRequest(a, false);
      const email = `consent-race-${i}@example.org`;
      const registered = await register(b, request.body.code, email);
      expect(registered.status).toBe(201);
      const clientToken = registered.body.access;
      const { uuid } = await db
        .selectFrom('charges as c')
        .innerJoin('users as u', 'u.id', 'c.user_id')
        .select('c.uuid')
        .where('u.email', '=', email)
        .executeTakeFirstOrThrow();
      const consentUrl = `/api/v2/charges/${uuid}/consent-status-update/`;

      // The same request from both processes: one changes the status, the other is refused.
      const requests = await Promise.all(
        [a, b].map((api) =>
          call(api.url, 'POST', consentUrl, { token: managerToken, body: { status: 'RQ' } }),
        ),
      );
      // Then the client gives consent on one while the supporter cancels on the other.
      const [given, cancelled] = await Promise.all([
        call(a.url, 'POST', `/api/v2/app/consent-requests/${managerUuid}/`, {
          token: clientToken,
          body: { status: 'GV' },
        }),
        call(b.url, 'POST', consentUrl, { token: managerToken, body: { status: 'RC' } }),
      ]);
      fault(tally, 'race between the two processes', 2);

      expect(requests.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(succeeded([given.status, cancelled.status])).toBe(1);
      expect([given.status, cancelled.status].sort()).toEqual([200, 409]);
      const winner = given.status === 200 ? 'GV' : 'RC';

      // The stored status is the acknowledged one, and every acknowledged change was audited.
      const link = await db
        .selectFrom('charge_supporters as cs')
        .innerJoin('charges as c', 'c.id', 'cs.charge_id')
        .select('cs.consent_status')
        .where('c.uuid', '=', uuid)
        .executeTakeFirstOrThrow();
      expect(link.consent_status).toBe(winner);
      const audited = await db
        .selectFrom('audit_log')
        .select(['action'])
        .where('target_id', '=', uuid)
        .where('action', 'like', 'consent.%')
        .execute();
      expect(audited.length).toBe(2);
      tally.writesChecked += 2;
    }
  });

  it('send each mail exactly once', async () => {
    // Both processes run the mail worker; everything queued above is delivered by one of them.
    await waitFor(
      'every mail to leave the queue',
      async () => {
        a.assertRunning();
        b.assertRunning();
        const pending = await db
          .selectFrom('mails')
          .select('id')
          .where('status', '!=', 'SS')
          .execute();
        return pending.length === 0;
      },
      40_000,
    );
    const rows = await db.selectFrom('mails').select(['recipients', 'subject']).execute();
    // Invitations from the charge requests and one consent request per race.
    expect(rows.length).toBe(REQUESTS_EACH + CONSENT_RACES);
    const delivered = new Map<string, number>();
    for (const mail of sink.received) {
      const key = [...mail.to].sort().join(',');
      delivered.set(key, (delivered.get(key) ?? 0) + 1);
    }
    for (const row of rows) {
      expect(delivered.get([...row.recipients].sort().join(',')), row.subject).toBe(1);
    }
    expect(sink.received.length).toBe(rows.length);
    tally.mailsChecked += rows.length;
  });
});
