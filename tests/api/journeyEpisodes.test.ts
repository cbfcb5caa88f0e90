import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDay } from '../../core/calendarDay';
import { DAY_MS } from '../../core/durations';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import { caseManager, post, registeredClient, type CaseManager, type Client } from './support/app';
import { dischargeEpisode, openEpisode } from './support/episodes';
import { ago, flagCodes, listCharges, listed, questionnaire } from './support/triage';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * The journey and the attention flags per episode of care, for charges built through the
 * companion-app API: reliable change against the episode's baseline (its first score, or the last
 * of the 14 days before it opened, core/reliableChangeSettings.ts), no flag without an open
 * episode, and a new baseline when the client is taken on again. Reliable change: 6 points on
 * the PHQ-8, 4 on the GAD-7; a severe PHQ-8 is 20 or more.
 */
let context: TestContext;
let manager: CaseManager;
let adminHeaders: { authorization: string };
let adminCaseManagerId: number;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  const admin = await createUser(context, { role: 'AD' });
  // An administrator reads a charge's flags under their own Given consent, as a supporter.
  const row = await context.database.db
    .insertInto('case_managers')
    .values({ user_id: admin.id, designation: 'Case manager' })
    .returning('id')
    .executeTakeFirstOrThrow();
  adminCaseManagerId = row.id;
  adminHeaders = bearer((await login(context, admin.email)).access);
});
afterAll(() => context.close());

/** The portal's calendar day `days` days before today. */
function dayAgo(days: number): string {
  return calendarDay(new Date(Date.now() - days * DAY_MS), context.app.config.timeZone);
}

/** A client of `manager` who gave consent to `manager` and to the administrator (no episode). */
async function client(): Promise<Client> {
  const registered = await registeredClient(context, manager, { should_request_consent: true });
  const answer = await post(context, `consent-requests/${manager.uuid}/`, registered.headers, {
    status: 'GV',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  const db = context.database.db;
  const charge = await db
    .selectFrom('charges')
    .select('id')
    .where('uuid', '=', registered.chargeUuid)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('charge_supporters')
    .values({
      charge_id: charge.id,
      case_manager_id: adminCaseManagerId,
      designation: 'Case manager',
      consent_status: 'GV',
    })
    .execute();
  return registered;
}

async function journey(who: Client): Promise<ChargeJourney> {
  const response = await context.app.inject({
    url: `/api/v2/charges/${who.chargeUuid}/sessions/`,
    headers: manager.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChargeJourney>();
}

const fromFirst = (entries: { reliableChangeFromFirst: unknown }[] | undefined) =>
  entries?.map((entry) => entry.reliableChangeFromFirst);

/** The charge's flags in the case manager's and in the administrator's triage. */
async function flagsOf(who: Client): Promise<{ manager: string[] | null; admin: string[] | null }> {
  return {
    manager: flagCodes(await listed(context, manager.headers, who)),
    admin: flagCodes(await listed(context, adminHeaders, who)),
  };
}

async function attentionListed(headers: { authorization: string }, who: Client, code: string) {
  const { items } = await listCharges(context, headers, `&filter=attention::${code}`);
  return items.some((item) => item.uuid === who.chargeUuid);
}

describe('an episode of care', () => {
  it('reads reliable change from its first score, drops every flag on discharge, and starts again with its own baseline', async () => {
    const charge = await client();
    // Before the episode and outside its look-back: no baseline.
    await questionnaire(context, charge, 'phq8', 3, ago(60));
    await openEpisode(context, charge.chargeUuid, dayAgo(30));
    const firstAt = ago(28);
    await questionnaire(context, charge, 'phq8', 18, firstAt);
    await questionnaire(context, charge, 'gad7', 15, firstAt);
    await questionnaire(context, charge, 'phq8', 11, ago(10));
    await questionnaire(context, charge, 'gad7', 10, ago(10));
    await questionnaire(context, charge, 'phq8', 21, ago(6));
    // No session for 20 days: a flag that passes with time.
    await context.database.db
      .updateTable('charges')
      .set({ latest_session: new Date(Date.now() - 20 * DAY_MS) })
      .where('uuid', '=', charge.chargeUuid)
      .execute();
    const raised = ['severe_score', 'disengaged'];
    expect(await flagsOf(charge)).toEqual({ manager: raised, admin: raised });
    expect(await attentionListed(manager.headers, charge, 'severe_score')).toBe(true);
    expect(await attentionListed(adminHeaders, charge, 'severe_score')).toBe(true);

    let answer = await journey(charge);
    expect(fromFirst(answer.phq8s)).toEqual([null, null, 'improvement', 'no_change']);
    expect(fromFirst(answer.gad7s)).toEqual([null, 'improvement']);
    expect(answer.episodes).toEqual([
      {
        openedOn: dayAgo(30),
        closedOn: null,
        dischargeReason: null,
        baselines: {
          phq8: { totalScore: 18, postedAt: firstAt },
          gad7: { totalScore: 15, postedAt: firstAt },
          wsas: null,
        },
      },
    ]);

    await dischargeEpisode(context, charge.chargeUuid, dayAgo(4), 'completed');
    answer = await journey(charge);
    expect(answer.episodes?.map((episode) => [episode.closedOn, episode.dischargeReason])).toEqual([
      [dayAgo(4), 'completed'],
    ]);
    expect(fromFirst(answer.phq8s)).toEqual([null, null, 'improvement', 'no_change']);
    expect(await flagsOf(charge)).toEqual({ manager: [], admin: [] });
    expect(await attentionListed(manager.headers, charge, 'severe_score')).toBe(false);
    expect(await attentionListed(adminHeaders, charge, 'severe_score')).toBe(false);
    expect(await attentionListed(manager.headers, charge, 'disengaged')).toBe(false);

    // Taken on again: the answers of the first episode are no baseline of the second.
    await openEpisode(context, charge.chargeUuid, dayAgo(2));
    await questionnaire(context, charge, 'phq8', 9, ago(1));
    await questionnaire(context, charge, 'phq8', 16, ago(0, 5));
    answer = await journey(charge);
    expect(answer.episodes?.map((episode) => episode.baselines.phq8?.totalScore)).toEqual([18, 9]);
    expect(fromFirst(answer.phq8s)).toEqual([
      null,
      null,
      'improvement',
      'no_change',
      null,
      'deterioration',
    ]);
    const again = ['reliable_deterioration', 'disengaged'];
    expect(await flagsOf(charge)).toEqual({ manager: again, admin: again });
  });

  it('takes the last score of the look-back days before it opened as its baseline', async () => {
    const charge = await client();
    await questionnaire(context, charge, 'phq8', 20, ago(25));
    await questionnaire(context, charge, 'phq8', 15, ago(12));
    const assessedAt = ago(8);
    await questionnaire(context, charge, 'phq8', 5, assessedAt);
    await openEpisode(context, charge.chargeUuid, dayAgo(5));
    await questionnaire(context, charge, 'phq8', 12, ago(2));
    const answer = await journey(charge);
    expect(answer.episodes?.[0]?.baselines.phq8).toEqual({ totalScore: 5, postedAt: assessedAt });
    expect(fromFirst(answer.phq8s)).toEqual([null, null, null, 'deterioration']);
    expect(await flagsOf(charge)).toEqual({
      manager: ['reliable_deterioration'],
      admin: ['reliable_deterioration'],
    });
    const item = await listed(context, manager.headers, charge);
    expect(item.latestPhq8?.total).toBe(12);
  });

  it('raises no flag and classes no change from a first score without an episode', async () => {
    const charge = await client();
    // Consent opened an episode; this client is one whose consent came before episodes did
    // (the migration opens one only from a consent it finds).
    await context.database.db
      .deleteFrom('episodes')
      .where('charge_id', 'in', (eb) =>
        eb.selectFrom('charges').select('id').where('uuid', '=', charge.chargeUuid),
      )
      .execute();
    await questionnaire(context, charge, 'phq8', 2, ago(30));
    await questionnaire(context, charge, 'phq8', 23, ago(1));
    expect(await flagsOf(charge)).toEqual({ manager: [], admin: [] });
    const answer = await journey(charge);
    expect(answer.episodes).toEqual([]);
    expect(fromFirst(answer.phq8s)).toEqual([null, null]);
  });
});
