import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Episode } from '../../core/generated/episode';
import type { EpisodeList } from '../../core/generated/episode-list';
import type { ChargeDetail } from '../../core/generated/charge-detail';
import { calendarDay } from '../../core/calendarDay';
import { DAY_MS } from '../../core/durations';
import { caseManager, post, registeredClient, type CaseManager } from './support/app';
import { chargeFor } from './support/fixtures';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let manager: CaseManager;
let stranger: CaseManager;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  stranger = await caseManager(context);
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const today = () => calendarDay(new Date(), context.app.config.timeZone);
const daysAgo = (days: number) =>
  calendarDay(new Date(Date.now() - days * DAY_MS), context.app.config.timeZone);

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: { authorization: string },
  payload?: Record<string, unknown>,
) {
  return context.app.inject({
    method,
    url: `/api/v2/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A charge on the manager's caseload (no consent: no episode of its own yet). */
const managersCharge = () => chargeFor(context, [{ user: manager.user }]);

const open = (chargeUuid: string, openedOn: string, headers = manager.headers) =>
  call('POST', 'episodes/', headers, { chargeUuid, openedOn });

const audited = (chargeId: number, action: string) =>
  context.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'details', 'target_id'])
    .where('charge_id', '=', chargeId)
    .where('action', '=', action)
    .orderBy('id')
    .execute();

describe('episodes/', () => {
  it('opens one episode, refuses a second (409), discharges it with its reason and reopens', async () => {
    const charge = await managersCharge();
    const opened = await open(charge.uuid, daysAgo(30));
    expect(opened.statusCode).toBe(201);
    const episode = opened.json<Episode>();
    expect(episode).toMatchObject({
      chargeUuid: charge.uuid,
      openedOn: daysAgo(30),
      closedOn: null,
      status: 'open',
    });

    const second = await open(charge.uuid, today());
    expect(second.statusCode).toBe(409);
    expect(second.json<{ message: string }>().message).toBe(
      'This client already has an open episode of care: discharge it first.',
    );

    const discharged = await call('PATCH', `episodes/${episode.id}/`, manager.headers, {
      closedOn: daysAgo(2),
      dischargeReason: 'referred_on',
      dischargeNote: 'To the regional service.',
    });
    expect(discharged.statusCode).toBe(200);
    expect(discharged.json<Episode>()).toMatchObject({
      closedOn: daysAgo(2),
      dischargeReason: 'referred_on',
      dischargeNote: 'To the regional service.',
      status: 'closed',
    });

    const detail = await call('GET', `charges/${charge.uuid}/`, manager.headers);
    expect(detail.json<ChargeDetail>().latestEpisode).toMatchObject({
      id: episode.id,
      closedOn: daysAgo(2),
      dischargeReason: 'referred_on',
    });

    const reopened = await open(charge.uuid, today());
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json<Episode>().id).not.toBe(episode.id);
    const latest = await call('GET', `charges/${charge.uuid}/`, manager.headers);
    expect(latest.json<ChargeDetail>().latestEpisode).toMatchObject({
      openedOn: today(),
      closedOn: null,
    });

    expect((await audited(charge.id, 'episode.open')).length).toBe(2);
    const [discharge] = await audited(charge.id, 'episode.discharge');
    expect(discharge).toMatchObject({
      actor_user_id: manager.user.id,
      target_id: charge.uuid,
      details: { episodeId: episode.id, reason: 'referred_on' },
    });
  });

  it('audits a correction of the dates as episode.update, and a reopening by it is a 409 while another is open', async () => {
    const charge = await managersCharge();
    const first = (await open(charge.uuid, daysAgo(40))).json<Episode>();
    await call('PATCH', `episodes/${first.id}/`, manager.headers, {
      closedOn: daysAgo(20),
      dischargeReason: 'completed',
    });
    const moved = await call('PATCH', `episodes/${first.id}/`, admin.headers, {
      openedOn: daysAgo(45),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Episode>().openedOn).toBe(daysAgo(45));
    const [update] = await audited(charge.id, 'episode.update');
    expect(update).toMatchObject({ actor_user_id: admin.id, details: { fields: ['openedOn'] } });

    await open(charge.uuid, daysAgo(10));
    const reopen = await call('PATCH', `episodes/${first.id}/`, manager.headers, {
      closedOn: null,
      dischargeReason: null,
    });
    expect(reopen.statusCode).toBe(409);
  });

  it('refuses bad dates and reasons with field errors (400), changing nothing', async () => {
    const charge = await managersCharge();
    const future = await open(charge.uuid, calendarDay(new Date(Date.now() + 3 * DAY_MS), 'UTC'));
    expect(future.statusCode).toBe(400);
    expect(future.json<{ data: Record<string, string[]> }>().data.openedOn).toEqual([
      'The date cannot be after today.',
    ]);
    const episode = (await open(charge.uuid, daysAgo(5))).json<Episode>();
    const patch = (payload: Record<string, unknown>) =>
      call('PATCH', `episodes/${episode.id}/`, manager.headers, payload);

    const before = await patch({ closedOn: daysAgo(6), dischargeReason: 'completed' });
    expect(before.statusCode).toBe(400);
    expect(before.json<{ data: Record<string, string[]> }>().data.closedOn).toEqual([
      'The discharge date cannot be before the episode opened.',
    ]);
    const reasonOnly = await patch({ dischargeReason: 'completed' });
    expect(reasonOnly.statusCode).toBe(400);
    expect(reasonOnly.json<{ data: Record<string, string[]> }>().data.closedOn).toEqual([
      'A reason needs a discharge date.',
    ]);
    const dateOnly = await patch({ closedOn: daysAgo(1) });
    expect(dateOnly.statusCode).toBe(400);
    expect(dateOnly.json<{ data: Record<string, string[]> }>().data.dischargeReason).toEqual([
      'A discharge date needs its reason.',
    ]);
    const unknown = await patch({ closedOn: daysAgo(1), dischargeReason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json<{ data: object }>().data)).toEqual(['dischargeReason']);
    const tomorrow = calendarDay(new Date(Date.now() + 2 * DAY_MS), context.app.config.timeZone);
    const later = await patch({ closedOn: tomorrow, dischargeReason: 'completed' });
    expect(later.statusCode).toBe(400);

    const zulu = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/episodes/${episode.id}/`,
      headers: { ...manager.headers, 'accept-language': 'zu' },
      payload: { closedOn: daysAgo(6), dischargeReason: 'completed' },
    });
    expect(zulu.json<{ message: string }>().message).toBe(
      'Usuku lokukhululwa alungeke lube ngaphambi kokuvulwa kwesiqephu.',
    );

    const still = await call('GET', `episodes/${episode.id}/`, manager.headers);
    expect(still.json<Episode>()).toMatchObject({ closedOn: null, dischargeReason: null });
    expect(await audited(charge.id, 'episode.discharge')).toEqual([]);
  });

  it("shows a case manager only their caseload's episodes (404 otherwise); administrators all", async () => {
    const charge = await managersCharge();
    const episode = (await open(charge.uuid, daysAgo(3))).json<Episode>();

    expect((await call('GET', `episodes/${episode.id}/`, stranger.headers)).statusCode).toBe(404);
    const strangers = await call('PATCH', `episodes/${episode.id}/`, stranger.headers, {
      closedOn: daysAgo(1),
      dischargeReason: 'other',
    });
    expect(strangers.statusCode).toBe(404);
    // Opening one names a charge the stranger cannot see: the form's missing record, as for none.
    const strangersOpen = await open(charge.uuid, daysAgo(1), stranger.headers);
    expect(strangersOpen.statusCode).toBe(409);
    expect(strangersOpen.json()).toEqual({
      message: 'The chosen record does not exist (it may have been deleted).',
      data: { chargeUuid: ['The chosen record does not exist (it may have been deleted).'] },
    });
    const theirList = await call('GET', 'episodes/?page_size=100', stranger.headers);
    expect(theirList.json<EpisodeList>().items.map((e) => e.id)).not.toContain(episode.id);

    const mine = await call('GET', `episodes/?page_size=100&filter=status::open`, manager.headers);
    expect(mine.json<EpisodeList>().items.map((e) => e.id)).toContain(episode.id);

    expect((await call('GET', `episodes/${episode.id}/`, admin.headers)).statusCode).toBe(200);
    const byManager = await call(
      'GET',
      `episodes/?page_size=100&filter=caseManager::${manager.user.id}|status::open`,
      admin.headers,
    );
    const items = byManager.json<EpisodeList>().items;
    expect(items.map((e) => e.id)).toContain(episode.id);
    expect(items.every((e) => e.status === 'open')).toBe(true);
    const closed = await call('GET', 'episodes/?filter=status::closed', admin.headers);
    expect(closed.json<EpisodeList>().items.every((e) => e.closedOn !== null)).toBe(true);
  });

  it('opens the first episode when consent is first Given in the app, never after a discharge', async () => {
    const client = await registeredClient(context, manager);
    const answered = await post(context, `consent-requests/${manager.uuid}/`, client.headers, {
      status: 'GV',
    });
    expect(answered.statusCode).toBe(200);
    const [episode] = await context.database.db
      .selectFrom('episodes')
      .selectAll()
      .where('charge_id', '=', client.chargeId)
      .execute();
    expect(episode).toMatchObject({ closed_on: null, opened_by: null });
    const detail = await call('GET', `charges/${client.chargeUuid}/`, manager.headers);
    expect(detail.json<ChargeDetail>().latestEpisode).toMatchObject({ openedOn: today() });
    const [audit] = await audited(client.chargeId, 'episode.open');
    expect(audit).toMatchObject({ details: { episodeId: Number(episode?.id) } });

    // Discharged, then another supporter's consent Given: no new episode by itself.
    await call('PATCH', `episodes/${episode?.id}/`, manager.headers, {
      closedOn: today(),
      dischargeReason: 'completed',
    });
    const colleague = await caseManager(context);
    await context.database.db
      .insertInto('charge_supporters')
      .values({
        charge_id: client.chargeId,
        case_manager_id: colleague.id,
        designation: 'OT',
        consent_status: 'RQ',
      })
      .execute();
    const again = await post(context, `consent-requests/${colleague.uuid}/`, client.headers, {
      status: 'GV',
    });
    expect(again.statusCode).toBe(200);
    const episodes = await context.database.db
      .selectFrom('episodes')
      .select('id')
      .where('charge_id', '=', client.chargeId)
      .execute();
    expect(episodes.length).toBe(1);
  });
});
