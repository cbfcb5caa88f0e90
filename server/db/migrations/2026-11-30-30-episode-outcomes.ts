import { sql, type Kysely } from 'kysely';
import {
  CASENESS_AT_LEAST,
  EPISODE_BASELINE_LOOKBACK_DAYS,
  RELIABLE_CHANGE_POINTS,
} from '../../../core/reliableChangeSettings';
import { portalTimeZone } from '../timeZone';

/**
 * The outcome report's kept figures, so a report reads a few hundred tally rows whatever the
 * number of episodes, never every answer.
 *
 * - `episode_outcomes`: each episode's first and last PHQ-8, GAD-7 and WSAS totals, their days and
 *   how many scores it has (the baseline: the last score within the look-back before the day it
 *   opened, else its first score in the episode; the last: its latest score in the episode).
 * - `outcome_tallies`: sums by viewer (0: the whole service, counting a charge while at least one
 *   supporter's consent is Given; else a case manager, counting the charges whose consent to them
 *   is Given), company, course, month of discharge ('infinity' while open) and week since the
 *   episode opened (-1: the episode's own counts; 0-26: the scores of that week).
 * - `episode_outcome_contributions`: what each episode added to the tallies, so a change takes
 *   exactly that away before adding the new.
 *
 * Triggers keep them current on every write of a score, an episode, a consent or a charge's company
 * or course (`episode_outcomes_refresh`). The classification is `core/outcomes.ts`'s, written here
 * with the settings of `core/reliableChangeSettings.ts` as constants: a changed setting takes a
 * new migration that replaces the function and refreshes every episode.
 */
const LAST_WEEK = 26;

const COUNTERS = [
  'episodes',
  'paired',
  'no_first_score',
  'no_last_score',
  'at_caseness',
  'recovered',
  'reliably_improved',
  'reliably_recovered',
  'reliably_deteriorated',
  'wsas_paired',
  'wsas_reliably_improved',
  'wsas_reliably_deteriorated',
  'phq8_sum',
  'phq8_scores',
  'gad7_sum',
  'gad7_scores',
  'wsas_sum',
  'wsas_scores',
] as const;

const KEY = ['case_manager_id', 'company_id', 'course_id', 'closed_month', 'week'] as const;

function statements(timeZone: string): string[] {
  const zone = `'${timeZone.replace(/'/g, "''")}'`;
  const counterColumns = COUNTERS.map((name) => `${name} integer NOT NULL DEFAULT 0`).join(',\n');
  const keyColumns = `case_manager_id bigint NOT NULL,
      company_id bigint NOT NULL,
      course_id bigint NOT NULL,
      closed_month date NOT NULL,
      week smallint NOT NULL`;
  const midnight = (day: string) => `((${day})::timestamp AT TIME ZONE ${zone})`;
  const paired = 'o.phq8_count >= 2 AND o.gad7_count >= 2';
  const isCase = (phq8: string, gad7: string) =>
    `(${phq8} >= ${CASENESS_AT_LEAST.phq8} OR ${gad7} >= ${CASENESS_AT_LEAST.gad7})`;
  const caseness = `(${paired} AND ${isCase('o.phq8_first', 'o.gad7_first')})`;
  const recovered = `(${caseness} AND NOT ${isCase('o.phq8_last', 'o.gad7_last')})`;
  const drop = (scale: 'phq8' | 'gad7' | 'wsas') =>
    `(o.${scale}_last - o.${scale}_first <= -${RELIABLE_CHANGE_POINTS[scale]})`;
  const rise = (scale: 'phq8' | 'gad7' | 'wsas') =>
    `(o.${scale}_last - o.${scale}_first >= ${RELIABLE_CHANGE_POINTS[scale]})`;
  const deteriorated = `(${paired} AND (${rise('phq8')} OR ${rise('gad7')}))`;
  const improved = `(${paired} AND (${drop('phq8')} OR ${drop('gad7')}) AND NOT ${deteriorated})`;
  const wsasPaired = 'o.wsas_count >= 2';
  const flag = (condition: string) => `(${condition})::int`;
  const episodeCounters = [
    '1',
    flag(paired),
    flag(`NOT (${paired}) AND (o.phq8_count = 0 OR o.gad7_count = 0)`),
    flag(`NOT (${paired}) AND o.phq8_count > 0 AND o.gad7_count > 0`),
    flag(caseness),
    flag(recovered),
    flag(improved),
    flag(`${recovered} AND ${improved}`),
    flag(deteriorated),
    flag(wsasPaired),
    flag(`${wsasPaired} AND ${drop('wsas')}`),
    flag(`${wsasPaired} AND ${rise('wsas')}`),
    '0',
    '0',
    '0',
    '0',
    '0',
    '0',
  ];
  const weekCounters = [
    ...Array<string>(12).fill('0'),
    'w.phq8_sum',
    'w.phq8_scores',
    'w.gad7_sum',
    'w.gad7_scores',
    'w.wsas_sum',
    'w.wsas_scores',
  ];
  const sums = COUNTERS.map((name) => `sum(${name})::int AS ${name}`).join(', ');
  const scale = (name: string) => `${name}_first smallint, ${name}_first_on date,
      ${name}_last smallint, ${name}_last_on date, ${name}_count integer NOT NULL DEFAULT 0`;
  const pick = (name: string) => `
      max(coalesce(s.pre_score, s.inside_scores[1])) FILTER (WHERE s.kind = '${name}'),
      max(coalesce(s.pre_day, s.inside_days[1])) FILTER (WHERE s.kind = '${name}'),
      max(s.inside_scores[s.inside_n]) FILTER (WHERE s.kind = '${name}' AND s.n >= 2),
      max(s.inside_days[s.inside_n]) FILTER (WHERE s.kind = '${name}' AND s.n >= 2),
      coalesce(max(s.n) FILTER (WHERE s.kind = '${name}'), 0)`;
  const weekSum = (name: string) => `
      coalesce(sum(x.total) FILTER (WHERE x.kind = '${name}'), 0) AS ${name}_sum,
      count(*) FILTER (WHERE x.kind = '${name}') AS ${name}_scores`;
  return [
    `CREATE TABLE episode_outcomes (
      episode_id bigint PRIMARY KEY REFERENCES episodes (id) ON DELETE CASCADE,
      charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
      ${scale('phq8')},
      ${scale('gad7')},
      ${scale('wsas')}
    )`,
    `CREATE INDEX episode_outcomes_charge_idx ON episode_outcomes (charge_id)`,
    `CREATE TABLE outcome_tallies (
      ${keyColumns},
      ${counterColumns},
      PRIMARY KEY (${KEY.join(', ')})
    )`,
    `CREATE TABLE episode_outcome_contributions (
      episode_id bigint NOT NULL,
      ${keyColumns},
      ${counterColumns},
      PRIMARY KEY (episode_id, ${KEY.join(', ')})
    )`,
    // Take the episodes' old contributions away, read them afresh, add the new.
    `CREATE FUNCTION episode_outcomes_refresh(ids bigint[]) RETURNS void LANGUAGE plpgsql AS $fn$
    BEGIN
      IF ids IS NULL OR cardinality(ids) = 0 THEN
        RETURN;
      END IF;
      UPDATE outcome_tallies t SET ${COUNTERS.map((name) => `${name} = t.${name} - c.${name}`).join(', ')}
        FROM (
          SELECT ${KEY.join(', ')}, ${sums} FROM episode_outcome_contributions
          WHERE episode_id = ANY (ids) GROUP BY ${KEY.join(', ')}
        ) c
        WHERE ${KEY.map((name) => `t.${name} = c.${name}`).join(' AND ')};
      DELETE FROM episode_outcome_contributions WHERE episode_id = ANY (ids);
      DELETE FROM episode_outcomes WHERE episode_id = ANY (ids);
      INSERT INTO episode_outcomes (episode_id, charge_id,
        phq8_first, phq8_first_on, phq8_last, phq8_last_on, phq8_count,
        gad7_first, gad7_first_on, gad7_last, gad7_last_on, gad7_count,
        wsas_first, wsas_first_on, wsas_last, wsas_last_on, wsas_count)
      SELECT e.id, e.charge_id, ${pick('phq8')}, ${pick('gad7')}, ${pick('wsas')}
      FROM episodes e
      LEFT JOIN LATERAL (
        SELECT a.kind, a.pre_score, a.pre_day, a.inside_scores, a.inside_days, a.inside_n,
          (a.pre_score IS NOT NULL)::int + a.inside_n AS n
        FROM (
          SELECT q.kind,
            (array_agg(q.total_score ORDER BY q.posted_at DESC, q.id DESC)
              FILTER (WHERE q.posted_at < ${midnight('e.opened_on')}))[1] AS pre_score,
            (array_agg((q.posted_at AT TIME ZONE ${zone})::date ORDER BY q.posted_at DESC, q.id DESC)
              FILTER (WHERE q.posted_at < ${midnight('e.opened_on')}))[1] AS pre_day,
            array_agg(q.total_score ORDER BY q.posted_at, q.id)
              FILTER (WHERE q.posted_at >= ${midnight('e.opened_on')}) AS inside_scores,
            array_agg((q.posted_at AT TIME ZONE ${zone})::date ORDER BY q.posted_at, q.id)
              FILTER (WHERE q.posted_at >= ${midnight('e.opened_on')}) AS inside_days,
            count(*) FILTER (WHERE q.posted_at >= ${midnight('e.opened_on')})::int AS inside_n
          FROM questionnaires q
          WHERE q.charge_id = e.charge_id AND q.kind IN ('phq8', 'gad7', 'wsas')
            AND q.total_score IS NOT NULL
            AND q.posted_at >= ${midnight(`e.opened_on - ${EPISODE_BASELINE_LOOKBACK_DAYS}`)}
            AND (e.closed_on IS NULL OR q.posted_at < ${midnight('e.closed_on + 1')})
          GROUP BY q.kind
        ) a
      ) s ON true
      WHERE e.id = ANY (ids)
      GROUP BY e.id, e.charge_id;
      INSERT INTO episode_outcome_contributions (episode_id, ${KEY.join(', ')}, ${COUNTERS.join(', ')})
      WITH keyed AS (
        SELECT e.id AS episode_id, v.case_manager_id, coalesce(c.company_id, 0) AS company_id,
          coalesce(c.course_id, 0) AS course_id,
          coalesce(date_trunc('month', e.closed_on)::date, 'infinity'::date) AS closed_month,
          e.opened_on, e.closed_on, e.charge_id
        FROM episodes e
        JOIN charges c ON c.id = e.charge_id
        JOIN LATERAL (
          SELECT s.case_manager_id FROM charge_supporters s
            WHERE s.charge_id = e.charge_id AND s.consent_status = 'GV'
          UNION ALL
          SELECT 0 WHERE EXISTS (
            SELECT 1 FROM charge_supporters s
              WHERE s.charge_id = e.charge_id AND s.consent_status = 'GV'
          )
        ) v ON true
        WHERE e.id = ANY (ids)
      ),
      weeks AS (
        SELECT x.episode_id, x.week, ${weekSum('phq8')}, ${weekSum('gad7')}, ${weekSum('wsas')}
        FROM (
          SELECT e.id AS episode_id, q.kind, q.total_score AS total,
            greatest(((q.posted_at AT TIME ZONE ${zone})::date - e.opened_on) / 7, 0) AS week
          FROM episodes e
          JOIN questionnaires q ON q.charge_id = e.charge_id AND q.kind IN ('phq8', 'gad7', 'wsas')
            AND q.total_score IS NOT NULL
            AND q.posted_at >= ${midnight(`e.opened_on - ${EPISODE_BASELINE_LOOKBACK_DAYS}`)}
            AND q.posted_at < ${midnight(`least(coalesce(e.closed_on, 'infinity'::date), e.opened_on + ${7 * (LAST_WEEK + 1) - 1}) + 1`)}
          WHERE e.id = ANY (ids)
            -- Before the day it opened, only the baseline itself counts (week 0).
            AND (q.posted_at >= ${midnight('e.opened_on')} OR q.posted_at = (
              SELECT max(p.posted_at) FROM questionnaires p
              WHERE p.charge_id = e.charge_id AND p.kind = q.kind AND p.total_score IS NOT NULL
                AND p.posted_at < ${midnight('e.opened_on')}))
        ) x
        GROUP BY x.episode_id, x.week
      )
      SELECT k.episode_id, k.case_manager_id, k.company_id, k.course_id, k.closed_month, -1,
        ${episodeCounters.join(', ')}
      FROM keyed k JOIN episode_outcomes o ON o.episode_id = k.episode_id
      UNION ALL
      SELECT k.episode_id, k.case_manager_id, k.company_id, k.course_id, k.closed_month, w.week,
        ${weekCounters.join(', ')}
      FROM keyed k JOIN weeks w ON w.episode_id = k.episode_id;
      INSERT INTO outcome_tallies (${KEY.join(', ')}, ${COUNTERS.join(', ')})
        SELECT ${KEY.join(', ')}, ${sums} FROM episode_outcome_contributions
        WHERE episode_id = ANY (ids) GROUP BY ${KEY.join(', ')}
        ORDER BY ${KEY.join(', ')}
      ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET
        ${COUNTERS.map((name) => `${name} = outcome_tallies.${name} + excluded.${name}`).join(', ')};
    END
    $fn$`,
    `CREATE FUNCTION episode_outcomes_refresh_charges(charge_ids bigint[]) RETURNS void
    LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM episode_outcomes_refresh(array_agg(e.id))
        FROM episodes e WHERE e.charge_id = ANY (charge_ids);
    END
    $fn$`,
    // Statement triggers with their transition tables: a bulk write refreshes each episode once.
    `CREATE FUNCTION episode_outcomes_after_scores() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM episode_outcomes_refresh_charges(array_agg(DISTINCT n.charge_id))
          FROM new_rows n WHERE n.kind IN ('phq8', 'gad7', 'wsas');
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM episode_outcomes_refresh_charges(array_agg(DISTINCT o.charge_id))
          FROM old_rows o WHERE o.kind IN ('phq8', 'gad7', 'wsas');
      ELSE
        PERFORM episode_outcomes_refresh_charges(array_agg(DISTINCT r.charge_id))
          FROM (SELECT charge_id, kind FROM new_rows UNION SELECT charge_id, kind FROM old_rows) r
          WHERE r.kind IN ('phq8', 'gad7', 'wsas');
      END IF;
      RETURN NULL;
    END
    $fn$`,
    `CREATE TRIGGER questionnaires_outcomes_insert AFTER INSERT ON questionnaires
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_scores()`,
    `CREATE TRIGGER questionnaires_outcomes_update AFTER UPDATE ON questionnaires
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_scores()`,
    `CREATE TRIGGER questionnaires_outcomes_delete AFTER DELETE ON questionnaires
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_scores()`,
    `CREATE FUNCTION episode_outcomes_after_episodes() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM episode_outcomes_refresh(array_agg(n.id)) FROM new_rows n;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM episode_outcomes_refresh(array_agg(o.id)) FROM old_rows o;
      ELSE
        PERFORM episode_outcomes_refresh(array_agg(n.id))
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.opened_on, n.closed_on, n.charge_id) IS DISTINCT FROM (o.opened_on, o.closed_on, o.charge_id);
      END IF;
      RETURN NULL;
    END
    $fn$`,
    `CREATE TRIGGER episodes_outcomes_insert AFTER INSERT ON episodes
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_episodes()`,
    `CREATE TRIGGER episodes_outcomes_update AFTER UPDATE ON episodes
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_episodes()`,
    `CREATE TRIGGER episodes_outcomes_delete AFTER DELETE ON episodes
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_episodes()`,
    // A consent given or withdrawn, a supporter attached or removed: who counts the charge.
    `CREATE FUNCTION episode_outcomes_after_supporters() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM episode_outcomes_refresh_charges(array_agg(DISTINCT n.charge_id))
          FROM new_rows n WHERE n.consent_status = 'GV';
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM episode_outcomes_refresh_charges(array_agg(DISTINCT o.charge_id))
          FROM old_rows o WHERE o.consent_status = 'GV';
      ELSE
        PERFORM episode_outcomes_refresh_charges(array_agg(DISTINCT n.charge_id))
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.consent_status = 'GV') IS DISTINCT FROM (o.consent_status = 'GV')
            OR n.charge_id <> o.charge_id OR n.case_manager_id <> o.case_manager_id;
      END IF;
      RETURN NULL;
    END
    $fn$`,
    `CREATE TRIGGER charge_supporters_outcomes_insert AFTER INSERT ON charge_supporters
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_supporters()`,
    `CREATE TRIGGER charge_supporters_outcomes_update AFTER UPDATE ON charge_supporters
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_supporters()`,
    `CREATE TRIGGER charge_supporters_outcomes_delete AFTER DELETE ON charge_supporters
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION episode_outcomes_after_supporters()`,
    `CREATE FUNCTION episode_outcomes_after_charge() RETURNS trigger LANGUAGE plpgsql AS $fn$
    BEGIN
      PERFORM episode_outcomes_refresh_charges(ARRAY[NEW.id]);
      RETURN NULL;
    END
    $fn$`,
    `CREATE TRIGGER charges_outcomes_update AFTER UPDATE OF company_id, course_id ON charges
      FOR EACH ROW WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id
        OR OLD.course_id IS DISTINCT FROM NEW.course_id)
      EXECUTE FUNCTION episode_outcomes_after_charge()`,
    `SELECT episode_outcomes_refresh(array_agg(id)) FROM episodes`,
  ];
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements(portalTimeZone())) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of [
    'questionnaires_outcomes_insert ON questionnaires',
    'questionnaires_outcomes_update ON questionnaires',
    'questionnaires_outcomes_delete ON questionnaires',
    'episodes_outcomes_insert ON episodes',
    'episodes_outcomes_update ON episodes',
    'episodes_outcomes_delete ON episodes',
    'charge_supporters_outcomes_insert ON charge_supporters',
    'charge_supporters_outcomes_update ON charge_supporters',
    'charge_supporters_outcomes_delete ON charge_supporters',
    'charges_outcomes_update ON charges',
  ]) {
    await sql.raw(`DROP TRIGGER ${trigger}`).execute(db);
  }
  await sql
    .raw(
      `DROP FUNCTION episode_outcomes_after_charge(), episode_outcomes_after_supporters(),
        episode_outcomes_after_episodes(), episode_outcomes_after_scores(),
        episode_outcomes_refresh_charges(bigint[]), episode_outcomes_refresh(bigint[])`,
    )
    .execute(db);
  await sql`DROP TABLE episode_outcome_contributions, outcome_tallies, episode_outcomes`.execute(
    db,
  );
}
