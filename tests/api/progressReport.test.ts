import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseNote } from '../../core/generated/case-note';
import type { ProgressReport } from '../../core/generated/progress-report';
import { calendarDay } from '../../core/calendarDay';
import { DAY_MS } from '../../core/durations';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { caseManager, company, post, type CaseManager, type Client } from './support/app';
import { dischargeEpisode, openEpisode } from './support/episodes';
import { ago, checkin, consentedClient, questionnaire, session } from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let manager: CaseManager;
let asked: CaseManager; // attached, consent Given, reads the supporters' notes only
let waiting: CaseManager; // attached, consent only requested
let stranger: CaseManager;
let client: Client;
let eventNote: CaseNote;
let sessionNote: CaseNote;
let privateNote: CaseNote; // the manager's, private to its author

const day = (days: number) =>
  calendarDay(new Date(Date.now() - days * DAY_MS), context.app.config.timeZone);

function report(who: CaseManager, query = '', language = 'en') {
  return context.app.inject({
    url: `/api/v2/charges/${client.chargeUuid}/report/${query}`,
    headers: { ...who.headers, 'accept-language': language },
  });
}

async function note(who: CaseManager, body: Record<string, unknown>): Promise<CaseNote> {
  const response = await context.app.inject({
    method: 'POST',
    url: `/api/v2/charges/${client.chargeUuid}/notes/`,
    headers: who.headers,
    payload: { visibility: 'supporters', text: 'A note.', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CaseNote>();
}

const reportViews = () =>
  context.database.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'target_id', 'charge_id', 'details'])
    .where('action', '=', 'report.view')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  asked = await caseManager(context);
  waiting = await caseManager(context);
  stranger = await caseManager(context);
  // Only company mates may be attached to one request.
  const shared = await company(context, 'Report Mates');
  await context.database.db
    .insertInto('case_manager_companies')
    .values([manager, asked, waiting].map((cm) => ({ case_manager_id: cm.id, company_id: shared })))
    .execute();
  client = await consentedClient(context, manager, [asked, waiting]);
  const given = await post(context, `consent-requests/${asked.uuid}/`, client.headers, {
    status: 'GV',
  });
  expect(given.statusCode, given.body).toBe(200);
  // An earlier episode, then the current one from 60 days ago.
  await openEpisode(context, client.chargeUuid, day(200));
  await dischargeEpisode(context, client.chargeUuid, day(150), 'completed');
  await openEpisode(context, client.chargeUuid, day(60));
  await questionnaire(context, client, 'phq8', 20, ago(180));
  await questionnaire(context, client, 'phq8', 18, ago(50));
  await questionnaire(context, client, 'phq8', 10, ago(20));
  await questionnaire(context, client, 'phq8', 9, ago(5));
  await questionnaire(context, client, 'gad7', 9, ago(50));
  await questionnaire(context, client, 'gad7', 12, ago(10));
  for (const days of [100, 40, 30, 3]) {
    await checkin(context, client, 4, ago(days));
  }
  await session(context, client, ago(90));
  await session(context, client, ago(15));
  eventNote = await note(manager, { kind: 'event', noteDate: day(30), text: 'Started a new job.' });
  sessionNote = await note(manager, {
    kind: 'session',
    noteDate: day(100),
    sessionMinutes: 50,
    sessionMode: 'video',
    text: 'Before the episode.',
  });
  privateNote = await note(manager, { kind: 'contact', noteDate: day(2), visibility: 'private' });
}, 120_000);
afterAll(() => context.close());

describe('charges/{uuid}/report/', () => {
  it("answers the current episode's figures, flags, engagement and no notes by default, audited once", async () => {
    const before = (await reportViews()).length;
    const response = await report(manager);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ProgressReport>();
    expect(body.period).toMatchObject({ from: day(60), to: day(0), episode: { closedOn: null } });
    expect(body.episodes.map((e) => e.closedOn)).toEqual([null, day(150)]);
    const phq8 = body.scales.find((s) => s.scale === 'phq8');
    expect(phq8).toMatchObject({
      first: { total: 18 },
      latest: { total: 9 },
      change: -9,
      reliableChange: 'improvement',
      band: 'mild',
    });
    expect(phq8?.scores.map((s) => s.total)).toEqual([18, 10, 9]);
    expect(body.scales.find((s) => s.scale === 'gad7')).toMatchObject({
      change: 3,
      reliableChange: 'no_change',
      band: 'moderate',
    });
    expect(body.scales.find((s) => s.scale === 'wsas')).toMatchObject({ first: null, band: null });
    expect(body.engagement).toMatchObject({ checkins: 3, sessions: 1, meditations: 0 });
    expect(body.client.fullName).not.toBe('');
    expect(body.supporters.map((s) => s.email).sort()).toEqual(
      [manager.user.email, asked.user.email, waiting.user.email].sort(),
    );
    expect(body.printedBy.email).toBe(manager.user.email);
    expect(body.notes).toEqual([]);
    const views = await reportViews();
    expect(views).toHaveLength(before + 1);
    expect(views.at(-1)).toMatchObject({
      actor_user_id: manager.user.id,
      target_id: client.chargeUuid,
      charge_id: client.chargeId,
      details: { episode: body.period.episode?.id, from: day(60), to: day(0), notes: [] },
    });
  });

  it('covers an earlier episode or a period, and includes the notes asked for, audited with them', async () => {
    const first = (await report(manager)).json<ProgressReport>().episodes[1];
    const earlier = (await report(manager, `?episode=${first?.id}`)).json<ProgressReport>();
    expect(earlier.period).toMatchObject({ from: day(200), to: day(150) });
    expect(earlier.scales.find((s) => s.scale === 'phq8')).toMatchObject({
      first: { total: 20 },
      latest: null,
    });
    // Flags stand today: a report ending before today has none.
    expect(earlier.flags).toEqual([]);

    const period = await report(
      manager,
      `?from=${day(120)}&to=${day(15)}&noteKinds=event&notes=${sessionNote.id}`,
    );
    expect(period.statusCode, period.body).toBe(200);
    const body = period.json<ProgressReport>();
    expect(body.period.episode).toBeNull();
    expect(body.scales.find((s) => s.scale === 'phq8')).toMatchObject({
      first: { total: 18 },
      latest: { total: 10 },
    });
    expect(body.engagement).toMatchObject({ checkins: 3, sessions: 2 });
    expect(body.notes.map((n) => n.id)).toEqual([sessionNote.id, eventNote.id]);
    expect((await reportViews()).at(-1)?.details).toEqual({
      from: day(120),
      to: day(15),
      noteKinds: ['event'],
      notes: [sessionNote.id, eventNote.id],
    });
  });

  it('is a 404 without Given consent and for a stranger; a note the caller may not read is a 400', async () => {
    const before = (await reportViews()).length;
    expect((await report(waiting)).statusCode).toBe(404);
    expect((await report(stranger)).statusCode).toBe(404);
    expect((await reportViews()).length).toBe(before);
    const shared = await report(asked, `?notes=${eventNote.id}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<ProgressReport>().notes.map((n) => n.id)).toEqual([eventNote.id]);
    expect((await report(asked, `?notes=${privateNote.id}`)).statusCode).toBe(400);
    expect((await report(manager, `?notes=${privateNote.id}`)).statusCode).toBe(200);
    expect((await reportViews()).length).toBe(before + 2);
  });

  it('refuses bad options with translated messages, auditing nothing', async () => {
    const before = (await reportViews()).length;
    const both = await report(manager, `?episode=1&from=${day(10)}`);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: englishMessages.portal.report.api.episode_or_period,
      data: { episode: [englishMessages.portal.report.api.episode_or_period] },
    });
    const order = await report(manager, `?from=${day(1)}&to=${day(5)}`, 'zu');
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ message: zuluMessages.portal.report.api.period_order });
    const unknown = await report(manager, '?episode=999999');
    expect(unknown.json()).toMatchObject({
      message: englishMessages.portal.report.api.unknown_episode,
    });
    expect((await report(manager, '?notes=999999')).json()).toMatchObject({
      data: { notes: [englishMessages.portal.report.api.unknown_note] },
    });
    for (const query of ['?from=2026-02-31', '?noteKinds=diary', '?notes=a', '?episode=0']) {
      const refused = await report(manager, query, 'zu');
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json<{ message: string }>().message, query).not.toMatch(/must|should/);
    }
    expect((await reportViews()).length).toBe(before);
  });
});
