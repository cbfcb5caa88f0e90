import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';
import { DAY_MS as DAY, HOUR_MS as HOUR } from '../../core/durations';

let context: TestContext;
let manager: User;
let headers: { authorization: string };

/** Africa/Johannesburg is UTC+2 all year, which keeps the hand computation simple. */
const OFFSET = 2 * HOUR;

function localMidnight(): number {
  const local = new Date(Date.now() + OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET;
}

function localMonth(at: number): string {
  const local = new Date(at + OFFSET);
  return `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

beforeAll(async () => {
  context = await startTestApp();
  manager = await createUser(context, { username: 'journey-manager' });
  headers = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

function journey(uuid: string, as = headers) {
  return context.app.inject({ url: `/api/v2/charges/${uuid}/sessions/`, headers: as });
}

describe('charges/{id}/sessions/', () => {
  it('counts the tiles at the local day boundaries and buckets by local month', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    const today = localMidnight();
    const times = [
      today + 1000,
      today - DAY + 1000,
      today - DAY - 1000,
      today - 7 * DAY + 1000,
      today - 7 * DAY - 1000,
      today - 30 * DAY + 1000,
      today - 30 * DAY - 1000,
      today - 400 * DAY,
    ].filter((t) => t <= Date.now());
    for (const at of times) {
      await context.database.db
        .insertInto('app_sessions')
        .values({ charge_id: charge.id, started_at: new Date(at), duration_seconds: 300 })
        .execute();
    }
    const response = await journey(charge.uuid);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ sessions: Record<string, unknown> & { sessions: unknown[] } }>();
    const inToday = times.includes(today + 1000) ? 1 : 0;
    expect(body.sessions).toMatchObject({
      total: times.length,
      fromYesterday: inToday + 1,
      fromLastWeek: inToday + 3,
      fromLastMonth: inToday + 5,
      firstSessionDate: new Date(today - 400 * DAY).toISOString(),
    });
    const expected = new Map<string, number>();
    for (const at of [...times].sort((a, b) => a - b)) {
      expected.set(localMonth(at), (expected.get(localMonth(at)) ?? 0) + 1);
    }
    expect(body.sessions.sessions).toEqual(
      [...expected]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([date, count]) => ({ date, count })),
    );
  });

  it('rounds module progress down and lists pages per day', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    const [three, seven] = await context.database.db
      .insertInto('modules')
      .values([
        { name: 'Three pages', duration_minutes: 10, total_pages: 3, position: 1 },
        { name: 'Seven pages', duration_minutes: 20, total_pages: 7, position: 2 },
      ])
      .returning('id')
      .execute();
    const at = new Date(localMidnight() - 2 * DAY + 10 * HOUR);
    await context.database.db
      .insertInto('module_reads')
      .values([
        { charge_id: charge.id, module_id: three!.id, page: 1, read_at: at },
        { charge_id: charge.id, module_id: three!.id, page: 2, read_at: at },
        { charge_id: charge.id, module_id: seven!.id, page: 1, read_at: at },
      ])
      .execute();
    const body = (await journey(charge.uuid)).json<{
      modules: {
        modules: { name: string; percentageCompleted: number; readPages: number }[];
        readList: unknown[];
      };
    }>();
    expect(body.modules.modules.map((m) => [m.name, m.readPages, m.percentageCompleted])).toEqual([
      ['Three pages', 2, 66],
      ['Seven pages', 1, 14],
    ]);
    const localDay = new Date(at.getTime() + OFFSET).toISOString().slice(0, 10);
    expect(body.modules.readList).toEqual([{ date: localDay, pages: 3 }]);
  });

  it('answers the questionnaires with their totals, oldest first', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    const rows = [
      {
        kind: 'phq8' as const,
        answers: [3, 3, 3, 3, 3, 3, 2, 0],
        total_score: 20,
        posted_at: new Date(Date.now() - 20 * DAY),
      },
      {
        kind: 'phq8' as const,
        answers: [1, 1, 1, 1, 0, 0, 0, 0],
        total_score: 4,
        posted_at: new Date(Date.now() - 6 * DAY),
      },
      {
        kind: 'wellbeing' as const,
        answers: [10, 0, 5, 7],
        total_score: null,
        posted_at: new Date(),
      },
    ];
    await context.database.db
      .insertInto('questionnaires')
      .values(rows.map((r) => ({ ...r, charge_id: charge.id })))
      .execute();
    const body = (await journey(charge.uuid)).json<{
      phq8s: { totalScore: number; qs: number[] }[];
      wellbeings: { qs: number[] }[];
      gad7s: unknown[];
    }>();
    expect(body.phq8s.map((p) => p.totalScore)).toEqual([20, 4]);
    expect(body.wellbeings).toEqual([
      { postedAt: rows[2]!.posted_at.toISOString(), qs: [10, 0, 5, 7] },
    ]);
    expect(body.gad7s).toEqual([]);
  });

  it('serves nothing but permissionDenied without Given consent, and audits only what it serves', async () => {
    for (const consent of [null, 'RQ', 'RC', 'DN'] as const) {
      const charge = await chargeFor(context, [{ user: manager, consent }]);
      await context.database.db
        .insertInto('app_sessions')
        .values({ charge_id: charge.id, started_at: new Date(), duration_seconds: 60 })
        .execute();
      const response = await journey(charge.uuid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ permissionDenied: true });
      const audit = await context.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('charge_id', '=', charge.id)
        .where('action', '=', 'journey.view')
        .execute();
      expect(audit).toHaveLength(0);
    }
    const given = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    await journey(given.uuid);
    await journey(given.uuid);
    const views = await context.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'target_id'])
      .where('charge_id', '=', given.id)
      .where('action', '=', 'journey.view')
      .execute();
    expect(views).toEqual([
      { actor_user_id: manager.id, target_id: given.uuid },
      { actor_user_id: manager.id, target_id: given.uuid },
    ]);
  });

  it('stops serving on the very next request after consent is withdrawn', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'GV' }]);
    expect((await journey(charge.uuid)).json()).toMatchObject({ permissionDenied: false });
    await context.database.db
      .updateTable('charge_supporters')
      .set({ consent_status: 'DN' })
      .where('charge_id', '=', charge.id)
      .execute();
    expect((await journey(charge.uuid)).json()).toEqual({ permissionDenied: true });
  });

  it("answers 404 for a charge the caller does not support, even an administrator's", async () => {
    const other = await createUser(context, { username: 'journey-other' });
    const charge = await chargeFor(context, [{ user: other, consent: 'GV' }]);
    expect((await journey(charge.uuid)).statusCode).toBe(404);
    const admin = await createUser(context, {
      username: 'journey-admin',
      role: 'AD',
      isSuperuser: true,
    });
    const adminHeaders = bearer((await login(context, admin.email)).access);
    expect((await journey(charge.uuid, adminHeaders)).json()).toEqual({ permissionDenied: true });
  });
});
