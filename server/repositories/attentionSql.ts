import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import {
  ATTENTION_CODES,
  DISENGAGED_AFTER_DAYS,
  OVERDUE_QUESTIONNAIRE_DAYS,
  type AttentionCode,
} from '../../core/attention';
import { CONSENT_GIVEN as GIVEN } from '../../machines/consent';

/*
 * The attention flags as SQL. Three rest on facts kept at write time (`flag_*`
 * columns, repositories/attentionFacts.ts); the two that pass with time are read against now()
 * from the latest session and the latest PHQ-8's time, with the constants of
 * core/attention.ts as bound values.
 *
 * The facts are read from the charge `c`, or from the copies on the caller's link `me` (migration
 * 2026-11-25-10-triage-list-keys), which a case manager's list sorts and filters on.
 */
export interface FactColumns {
  severe: string;
  deterioration: string;
  lowMood: string;
  latestSession: string;
  phq8Latest: string;
  phq8LatestAt: string;
  /** When the charge joined: an overdue questionnaire counts from it when there was none. */
  joinedOn: string;
  /** The charge's id, for its acknowledgements. */
  chargeId: string;
  /** Whether the charge has an open episode of care: no flag is raised without one. */
  episodeOpen: string;
}

export const CHARGE_FACTS: FactColumns = {
  severe: 'c.flag_severe_score',
  deterioration: 'c.flag_reliable_deterioration',
  lowMood: 'c.flag_low_mood',
  latestSession: 'c.latest_session',
  phq8Latest: 'c.phq8_latest',
  phq8LatestAt: 'c.phq8_latest_at',
  joinedOn: 'c.created_on',
  chargeId: 'c.id',
  episodeOpen: 'c.episode_open',
};

export const LINK_FACTS: FactColumns = {
  severe: 'me.flag_severe_score',
  deterioration: 'me.flag_reliable_deterioration',
  lowMood: 'me.flag_low_mood',
  latestSession: 'me.latest_session',
  phq8Latest: 'me.phq8_latest',
  phq8LatestAt: 'me.phq8_latest_at',
  joinedOn: 'me.charge_created_on',
  chargeId: 'me.charge_id',
  episodeOpen: 'me.episode_open',
};

function daysAgo(days: number): RawBuilder<Date> {
  return sql<Date>`now() - ${days}::integer * interval '1 day'`;
}

/**
 * Whether flag `code` is raised, whoever asks: only while the charge has an open episode of care.
 * The write-time flags are already kept false without one (services/attention.ts); the check
 * holds them to it too, and the two that pass with time rest on it alone.
 */
export function flagRaised(code: AttentionCode, facts: FactColumns): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(facts.episodeOpen)} AND ${flagCondition(code, facts)})`;
}

function flagCondition(code: AttentionCode, facts: FactColumns): RawBuilder<SqlBool> {
  const ref = (column: string) => sql.ref(column);
  switch (code) {
    case 'severe_score':
      return sql<SqlBool>`${ref(facts.severe)}`;
    case 'reliable_deterioration':
      return sql<SqlBool>`${ref(facts.deterioration)}`;
    case 'low_mood':
      return sql<SqlBool>`${ref(facts.lowMood)}`;
    // No session for 14 days or more: a client silent for months is the one to call first.
    case 'disengaged':
      return sql<SqlBool>`${ref(facts.latestSession)} <= ${daysAgo(DISENGAGED_AFTER_DAYS)}`;
    // A charge that never answered one counts from the day it joined.
    case 'overdue_questionnaire':
      return sql<SqlBool>`coalesce(${ref(facts.phq8LatestAt)}, ${ref(facts.joinedOn)}) <= ${daysAgo(OVERDUE_QUESTIONNAIRE_DAYS)}`;
  }
}

/** The raised flags' codes, in the portal's order (an empty array when none). */
export function raisedCodes(facts: FactColumns): RawBuilder<AttentionCode[]> {
  const each = ATTENTION_CODES.map(
    (code) => sql`CASE WHEN ${flagRaised(code, facts)} THEN ${code}::text END`,
  );
  return sql<AttentionCode[]>`array_remove(ARRAY[${sql.join(each)}]::text[], NULL)`;
}

/**
 * Journey data for the caller only under their own Given consent (`me`, the caller's link, as
 * repositories/charges.ts joins it): every expression below is null or false otherwise, so no
 * filter, sort or count can tell a flag exists.
 */
const CONSENT_GIVEN = sql<SqlBool>`me.consent_status = ${sql.lit(GIVEN)}`;

function underConsent<T>(expression: Expression<T>): RawBuilder<T | null> {
  return sql<T | null>`CASE WHEN ${CONSENT_GIVEN} THEN ${expression} END`;
}

export const consentedAttention = (facts: FactColumns): RawBuilder<AttentionCode[] | null> =>
  underConsent(raisedCodes(facts));

/** The charge's columns a flag's evidence is read from (presenters/attention.ts), by name. */
export interface EvidenceColumns {
  phq8_first: number | null;
  phq8_latest: number | null;
  phq8_latest_at: Date | string | null;
  gad7_first: number | null;
  gad7_latest: number | null;
  gad7_latest_at: Date | string | null;
  wsas_first: number | null;
  wsas_latest: number | null;
  wsas_latest_at: Date | string | null;
  low_mood_run: number;
  latest_checkin_at: Date | string | null;
  latest_session: Date | string | null;
}

const EVIDENCE_COLUMNS: (keyof EvidenceColumns)[] = [
  'phq8_first',
  'phq8_latest',
  'phq8_latest_at',
  'gad7_first',
  'gad7_latest',
  'gad7_latest_at',
  'wsas_first',
  'wsas_latest',
  'wsas_latest_at',
  'low_mood_run',
  'latest_checkin_at',
  'latest_session',
];

/** The evidence's columns of the charge `c` as one JSON object, under consent. */
export const consentedEvidenceColumns = (): RawBuilder<EvidenceColumns | null> =>
  underConsent(
    sql<EvidenceColumns>`json_build_object(${sql.join(
      EVIDENCE_COLUMNS.map((column) => sql`${sql.lit(column)}, ${sql.ref(`c.${column}`)}`),
    )})`,
  );

export interface OpenAcknowledgement {
  code: string;
  at: string;
  by: string;
}

/** The acknowledgements holding for the charge `c` (who, when), under consent. */
export const consentedOpenAcknowledgements = (): RawBuilder<OpenAcknowledgement[] | null> =>
  underConsent(
    sql<OpenAcknowledgement[]>`(SELECT coalesce(json_agg(json_build_object('code', a.code,
        'at', a.acknowledged_at,
        'by', coalesce(nullif(concat_ws(' ', u.first_name, u.last_name), ''), u.email))), '[]')
      FROM attention_acknowledgements a JOIN users u ON u.id = a.acknowledged_by
      WHERE a.charge_id = c.id AND a.ended_at IS NULL)`,
  );

/** Above any PHQ-8 total (0-24, or -1 for none), so the groups of the attention order never mix. */
const RANK_STEP = 100;

/**
 * The attention order as one number, higher is more urgent: a severe score above everything, then
 * a reliable deterioration, then any other flag, then none; within each group the latest PHQ-8
 * (none below 0). One key, so the list pages it like any other sort; it reads the facts' columns
 * alone (a case manager's links, no charges) but compares times with now(), so no index holds it.
 */
export const consentedAttentionRank = (facts: FactColumns): RawBuilder<number | null> =>
  underConsent(
    sql<number>`(CASE
      WHEN ${flagRaised('severe_score', facts)} THEN 3
      WHEN ${flagRaised('reliable_deterioration', facts)} THEN 2
      WHEN ${sql.join(
        ATTENTION_CODES.filter(
          (code) => code !== 'severe_score' && code !== 'reliable_deterioration',
        ).map((code) => flagRaised(code, facts)),
        sql` OR `,
      )} THEN 1
      ELSE 0 END) * ${sql.lit(RANK_STEP)} + coalesce(${sql.ref(facts.phq8Latest)}, -1) + 1`,
  );

export const consentedFlag = (code: AttentionCode, facts: FactColumns): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${CONSENT_GIVEN} AND ${flagRaised(code, facts)})`;

/** Whether an acknowledgement holds for flag `code` (the unique index on open ones answers it). */
function acknowledgedFlag(code: AttentionCode, facts: FactColumns): RawBuilder<SqlBool> {
  return sql<SqlBool>`EXISTS (SELECT 1 FROM attention_acknowledgements a
    WHERE a.charge_id = ${sql.ref(facts.chargeId)} AND a.code = ${code} AND a.ended_at IS NULL)`;
}

/** Flag `code` raised and not acknowledged, under consent: what the summary counts. */
export const consentedOpenFlag = (code: AttentionCode, facts: FactColumns): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${consentedFlag(code, facts)} AND NOT ${acknowledgedFlag(code, facts)})`;

/** Any open flag, under consent: the "needs attention" count. */
export const consentedAnyOpenFlag = (facts: FactColumns): RawBuilder<SqlBool> =>
  sql<SqlBool>`(${sql.join(
    ATTENTION_CODES.map((code) => consentedOpenFlag(code, facts)),
    sql` OR `,
  )})`;

/*
 * The link's index on the latest PHQ-8 is built on this very expression (migration
 * 2026-11-25-10-triage-list-keys): the planner matches it as written, so change both together.
 */
export const consentedPhq8Latest = (facts: FactColumns): RawBuilder<number | null> =>
  underConsent(sql.ref<number | null>(facts.phq8Latest));

export const consentedPhq8LatestAt = (facts: FactColumns): RawBuilder<Date | null> =>
  underConsent(sql.ref<Date | null>(facts.phq8LatestAt));

/** The latest PHQ-8 within [from, to] (a severity band), under consent. */
export const consentedPhq8Between = (
  from: number,
  to: number | null,
  facts: FactColumns,
): RawBuilder<SqlBool> =>
  to === null
    ? sql<SqlBool>`(${CONSENT_GIVEN} AND ${sql.ref(facts.phq8Latest)} >= ${from})`
    : sql<SqlBool>`(${CONSENT_GIVEN} AND ${sql.ref(facts.phq8Latest)} BETWEEN ${from} AND ${to})`;
