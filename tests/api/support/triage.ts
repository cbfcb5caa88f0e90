import { expect } from 'vitest';
import type { Charge } from '../../../core/generated/charge';
import { post, registeredClient, type CaseManager, type Client } from './app';
import { openEpisode } from './episodes';
import type { TestContext } from './testApp';
import { DAY_MS as DAY } from '../../../core/durations';

/** Helpers of the triage suites (`tests/api/triage*.test.ts`): charges built through the app API. */

/** `days` days (and `minutes` minutes) before now, as the app sends times. */
export function ago(days: number, minutes = 0): string {
  return new Date(Date.now() - days * DAY - minutes * 60_000).toISOString();
}

/** Answers of `count` items, each at most `max`, adding up to `total`. */
export function answersFor(total: number, count: number, max: number): number[] {
  return Array.from({ length: count }, (_, i) => Math.max(0, Math.min(max, total - i * max)));
}

export const SCALES = {
  phq8: { count: 8, max: 3 },
  gad7: { count: 7, max: 3 },
  wsas: { count: 5, max: 8 },
} as const;

/**
 * A client of `manager` whose consent to `manager` is Given and whose episode of care is open
 * (since long before any answer); `others` are attached too and only asked (their consent stays
 * Requested).
 */
export async function consentedClient(
  context: TestContext,
  manager: CaseManager,
  others: CaseManager[] = [],
): Promise<Client> {
  const client = await registeredClient(context, manager, {
    should_request_consent: true,
    other_case_managers: others.map((other) => ({ uuid: other.uuid, designation: 'OT' })),
  });
  const answer = await post(context, `consent-requests/${manager.uuid}/`, client.headers, {
    status: 'GV',
  });
  expect(answer.statusCode, answer.body).toBe(200);
  await openEpisode(context, client.chargeUuid);
  return client;
}

async function posted(context: TestContext, client: Client, url: string, payload: unknown) {
  const response = await post(context, url, client.headers, payload);
  expect(response.statusCode, response.body).toBe(201);
}

export function questionnaire(
  context: TestContext,
  client: Client,
  scale: keyof typeof SCALES,
  total: number,
  postedAt: string = ago(0, 1),
) {
  const { count, max } = SCALES[scale];
  return posted(context, client, `questionnaires/${scale}/`, {
    qs: answersFor(total, count, max),
    posted_at: postedAt,
  });
}

export function checkin(context: TestContext, client: Client, mood: number, checkinAt: string) {
  return posted(context, client, 'checkins/', {
    checkin_at: checkinAt,
    mood,
    diet: 3,
    sleep: 3,
    active: 3,
  });
}

export function session(context: TestContext, client: Client, startedAt: string) {
  return posted(context, client, 'sessions/', { started_at: startedAt, duration_seconds: 300 });
}

export async function listCharges(
  context: TestContext,
  headers: { authorization: string },
  query = '',
): Promise<{ items: Charge[]; count: number }> {
  const response = await context.app.inject({
    url: `/api/v2/charges/?page_size=100${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The charge as the caller's list shows it. */
export async function listed(
  context: TestContext,
  headers: { authorization: string },
  client: Client,
): Promise<Charge> {
  const { items } = await listCharges(context, headers);
  const item = items.find((charge) => charge.uuid === client.chargeUuid);
  expect(item, 'the charge is listed').toBeDefined();
  return item as Charge;
}

/** The codes of a listed charge's flags, in order; null without consent. */
export function flagCodes(charge: Charge): string[] | null {
  return charge.attention?.map((flag) => flag.code) ?? null;
}
