import { sql, type Kysely } from 'kysely';
import { portalTimeZone } from '../timeZone';

/**
 * The attention flags and the journey per episode of care.
 *
 * `episode_open`: whether the charge has an open episode, kept on the charge by triggers on
 * `episodes` (in the transaction of the write that opens or closes one) and copied to the case
 * managers' links like triage's other keys (migration 2026-11-25-10-triage-list-keys): a flag is
 * raised only while it is true (repositories/attentionSql.ts).
 *
 * A kept journey shows the charge's episodes and reads its baselines from them, so a write to
 * `episodes` bumps the charge's journey version like a write to its answers (migration
 * 2026-11-26-10-journey-cache).
 *
 * Existing data, with the settings of this day (core/reliableChangeSettings.ts, core/attention.ts):
 * the first and latest scores are read within each charge's latest episode, its baseline being
 * the last score of the 14 days before it opened that lies in no other episode, else its first
 * score; a charge without an episode keeps none. Flags are kept only while an episode is open
 * (severe: PHQ-8 20, GAD-7 15, WSAS 20; reliable deterioration: 6, 4 and 12 points); the
 * acknowledgements of flags this clears end as cleared.
 */
function statements(timeZone: string): string[] {
  const zone = `'${timeZone.replace(/'/g, "''")}'`;
  const day = (at: string) => `(${at} AT TIME ZONE ${zone})::date`;
  return [
    `ALTER TABLE charges ADD COLUMN episode_open boolean NOT NULL DEFAULT false`,
    `ALTER TABLE charge_supporters ADD COLUMN episode_open boolean NOT NULL DEFAULT false`,
    `CREATE OR REPLACE FUNCTION charge_supporters_fill_list_keys() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      SELECT c.sessions_count, c.latest_session, c.policy, c.course_id,
             concat_ws(' ', u.first_name, u.last_name), u.email,
             c.phq8_latest, c.phq8_latest_at, c.flag_severe_score, c.flag_reliable_deterioration,
             c.flag_low_mood, c.created_on, c.episode_open
      INTO NEW.sessions_count, NEW.latest_session, NEW.policy, NEW.course_id, NEW.full_name,
           NEW.email, NEW.phq8_latest, NEW.phq8_latest_at, NEW.flag_severe_score,
           NEW.flag_reliable_deterioration, NEW.flag_low_mood, NEW.charge_created_on,
           NEW.episode_open
      FROM charges c JOIN users u ON u.id = c.user_id
      WHERE c.id = NEW.charge_id;
      RETURN NEW;
    END $$`,
    `CREATE OR REPLACE FUNCTION charges_copy_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE charge_supporters s
      SET sessions_count = c.sessions_count, latest_session = c.latest_session, policy = c.policy,
          course_id = c.course_id, phq8_latest = c.phq8_latest, phq8_latest_at = c.phq8_latest_at,
          flag_severe_score = c.flag_severe_score,
          flag_reliable_deterioration = c.flag_reliable_deterioration,
          flag_low_mood = c.flag_low_mood, charge_created_on = c.created_on,
          episode_open = c.episode_open
      FROM changed c
      WHERE s.charge_id = c.id
        AND (s.sessions_count, s.latest_session, s.policy, s.course_id, s.phq8_latest,
             s.phq8_latest_at, s.flag_severe_score, s.flag_reliable_deterioration, s.flag_low_mood,
             s.charge_created_on, s.episode_open)
          IS DISTINCT FROM (c.sessions_count, c.latest_session, c.policy, c.course_id,
             c.phq8_latest, c.phq8_latest_at, c.flag_severe_score, c.flag_reliable_deterioration,
             c.flag_low_mood, c.created_on, c.episode_open);
      UPDATE charge_supporters s
      SET full_name = concat_ws(' ', u.first_name, u.last_name), email = u.email
      FROM changed c JOIN users u ON u.id = c.user_id
      WHERE s.charge_id = c.id
        AND (s.full_name, s.email)
          IS DISTINCT FROM (concat_ws(' ', u.first_name, u.last_name), u.email);
      RETURN NULL;
    END $$`,
    // Statement triggers with transition tables, as the list keys' (a bulk write is one UPDATE).
    ...[
      ['episodes_keep_open', 'changed'],
      [
        'episodes_keep_open_moved',
        '(SELECT charge_id FROM before_rows UNION SELECT charge_id FROM after_rows)',
      ],
    ].map(
      ([name, rows]) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE charges c SET episode_open = o.open
        FROM (SELECT DISTINCT moved.charge_id, EXISTS (SELECT 1 FROM episodes e
            WHERE e.charge_id = moved.charge_id AND e.closed_on IS NULL) AS open
          FROM ${rows} moved) o
        WHERE c.id = o.charge_id AND c.episode_open IS DISTINCT FROM o.open;
        RETURN NULL;
      END $$`,
    ),
    `CREATE FUNCTION episodes_keep_open_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE charges SET episode_open = false WHERE episode_open;
      RETURN NULL;
    END $$`,
    `CREATE TRIGGER episodes_open_insert AFTER INSERT ON episodes
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION episodes_keep_open()`,
    `CREATE TRIGGER episodes_open_delete AFTER DELETE ON episodes
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION episodes_keep_open()`,
    `CREATE TRIGGER episodes_open_update AFTER UPDATE ON episodes
      REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
      FOR EACH STATEMENT EXECUTE FUNCTION episodes_keep_open_moved()`,
    `CREATE TRIGGER episodes_open_truncate AFTER TRUNCATE ON episodes
      FOR EACH STATEMENT EXECUTE FUNCTION episodes_keep_open_cleared()`,
    `CREATE TRIGGER episodes_journey_insert AFTER INSERT ON episodes
      REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION journey_version_bump()`,
    `CREATE TRIGGER episodes_journey_delete AFTER DELETE ON episodes
      REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION journey_version_bump()`,
    `CREATE TRIGGER episodes_journey_update AFTER UPDATE ON episodes
      REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
      FOR EACH STATEMENT EXECUTE FUNCTION journey_version_bump_moved()`,
    `CREATE TRIGGER episodes_journey_truncate AFTER TRUNCATE ON episodes
      FOR EACH STATEMENT EXECUTE FUNCTION journey_cache_clear()`,
    `UPDATE charges c SET episode_open = true
      WHERE EXISTS (SELECT 1 FROM episodes e WHERE e.charge_id = c.id AND e.closed_on IS NULL)`,
    `WITH latest AS (
      SELECT DISTINCT ON (e.charge_id) e.id, e.charge_id, e.opened_on, e.closed_on
      FROM episodes e ORDER BY e.charge_id, e.closed_on IS NULL DESC, e.opened_on DESC, e.id DESC
    ), answers AS (
      SELECT l.charge_id, q.kind, q.posted_at, q.total_score,
        CASE
          WHEN ${day('q.posted_at')} >= l.opened_on
            AND (l.closed_on IS NULL OR ${day('q.posted_at')} <= l.closed_on) THEN 'in'
          WHEN ${day('q.posted_at')} >= l.opened_on - 14 AND ${day('q.posted_at')} < l.opened_on
            AND NOT EXISTS (SELECT 1 FROM episodes p WHERE p.charge_id = l.charge_id
              AND p.id <> l.id AND p.opened_on <= ${day('q.posted_at')}
              AND (p.closed_on IS NULL OR ${day('q.posted_at')} <= p.closed_on)) THEN 'before'
        END AS place
      FROM latest l JOIN questionnaires q ON q.charge_id = l.charge_id
      WHERE q.kind IN ('phq8', 'gad7', 'wsas')
    ), scored AS (
      SELECT charge_id, kind,
        coalesce((array_agg(total_score ORDER BY posted_at DESC) FILTER (WHERE place = 'before'))[1],
          (array_agg(total_score ORDER BY posted_at ASC) FILTER (WHERE place = 'in'))[1]) AS first_total,
        (array_agg(total_score ORDER BY posted_at DESC) FILTER (WHERE place = 'in'))[1] AS latest_total,
        max(posted_at) FILTER (WHERE place = 'in') AS latest_at
      FROM answers GROUP BY charge_id, kind
      HAVING count(*) FILTER (WHERE place = 'in') > 0
    ), pivot AS (
      SELECT c.id AS charge_id,
        max(first_total) FILTER (WHERE kind = 'phq8') AS phq8_first,
        max(latest_total) FILTER (WHERE kind = 'phq8') AS phq8_latest,
        max(latest_at) FILTER (WHERE kind = 'phq8') AS phq8_latest_at,
        max(first_total) FILTER (WHERE kind = 'gad7') AS gad7_first,
        max(latest_total) FILTER (WHERE kind = 'gad7') AS gad7_latest,
        max(latest_at) FILTER (WHERE kind = 'gad7') AS gad7_latest_at,
        max(first_total) FILTER (WHERE kind = 'wsas') AS wsas_first,
        max(latest_total) FILTER (WHERE kind = 'wsas') AS wsas_latest,
        max(latest_at) FILTER (WHERE kind = 'wsas') AS wsas_latest_at
      FROM charges c LEFT JOIN scored s ON s.charge_id = c.id GROUP BY c.id
    )
    UPDATE charges c SET
      phq8_first = p.phq8_first, phq8_latest = p.phq8_latest, phq8_latest_at = p.phq8_latest_at,
      gad7_first = p.gad7_first, gad7_latest = p.gad7_latest, gad7_latest_at = p.gad7_latest_at,
      wsas_first = p.wsas_first, wsas_latest = p.wsas_latest, wsas_latest_at = p.wsas_latest_at,
      flag_severe_score = c.episode_open AND coalesce(p.phq8_latest >= 20
        OR p.gad7_latest >= 15 OR p.wsas_latest >= 20, false),
      flag_reliable_deterioration = c.episode_open AND coalesce(p.phq8_latest - p.phq8_first >= 6
        OR p.gad7_latest - p.gad7_first >= 4 OR p.wsas_latest - p.wsas_first >= 12, false),
      flag_low_mood = c.episode_open AND c.flag_low_mood
    FROM pivot p WHERE p.charge_id = c.id`,
    `UPDATE attention_acknowledgements a SET ended_at = now(), end_reason = 'cleared'
      FROM charges c
      WHERE c.id = a.charge_id AND a.ended_at IS NULL
        AND (NOT c.episode_open
          OR (a.code = 'severe_score' AND NOT c.flag_severe_score)
          OR (a.code = 'reliable_deterioration' AND NOT c.flag_reliable_deterioration))`,
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
  // The functions as 2026-11-25-10-triage-list-keys made them; the facts stay as they are.
  for (const statement of [
    ...['insert', 'delete', 'update', 'truncate'].map(
      (trigger) => `DROP TRIGGER episodes_journey_${trigger} ON episodes`,
    ),
    ...['insert', 'delete', 'update', 'truncate'].map(
      (trigger) => `DROP TRIGGER episodes_open_${trigger} ON episodes`,
    ),
    'DROP FUNCTION episodes_keep_open(), episodes_keep_open_moved(), episodes_keep_open_cleared()',
    `CREATE OR REPLACE FUNCTION charge_supporters_fill_list_keys() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      SELECT c.sessions_count, c.latest_session, c.policy, c.course_id,
             concat_ws(' ', u.first_name, u.last_name), u.email,
             c.phq8_latest, c.phq8_latest_at, c.flag_severe_score, c.flag_reliable_deterioration,
             c.flag_low_mood, c.created_on
      INTO NEW.sessions_count, NEW.latest_session, NEW.policy, NEW.course_id, NEW.full_name,
           NEW.email, NEW.phq8_latest, NEW.phq8_latest_at, NEW.flag_severe_score,
           NEW.flag_reliable_deterioration, NEW.flag_low_mood, NEW.charge_created_on
      FROM charges c JOIN users u ON u.id = c.user_id
      WHERE c.id = NEW.charge_id;
      RETURN NEW;
    END $$`,
    `CREATE OR REPLACE FUNCTION charges_copy_list_keys() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE charge_supporters s
      SET sessions_count = c.sessions_count, latest_session = c.latest_session, policy = c.policy,
          course_id = c.course_id, phq8_latest = c.phq8_latest, phq8_latest_at = c.phq8_latest_at,
          flag_severe_score = c.flag_severe_score,
          flag_reliable_deterioration = c.flag_reliable_deterioration,
          flag_low_mood = c.flag_low_mood, charge_created_on = c.created_on
      FROM changed c
      WHERE s.charge_id = c.id
        AND (s.sessions_count, s.latest_session, s.policy, s.course_id, s.phq8_latest,
             s.phq8_latest_at, s.flag_severe_score, s.flag_reliable_deterioration, s.flag_low_mood,
             s.charge_created_on)
          IS DISTINCT FROM (c.sessions_count, c.latest_session, c.policy, c.course_id,
             c.phq8_latest, c.phq8_latest_at, c.flag_severe_score, c.flag_reliable_deterioration,
             c.flag_low_mood, c.created_on);
      UPDATE charge_supporters s
      SET full_name = concat_ws(' ', u.first_name, u.last_name), email = u.email
      FROM changed c JOIN users u ON u.id = c.user_id
      WHERE s.charge_id = c.id
        AND (s.full_name, s.email)
          IS DISTINCT FROM (concat_ws(' ', u.first_name, u.last_name), u.email);
      RETURN NULL;
    END $$`,
    'ALTER TABLE charge_supporters DROP COLUMN episode_open',
    'ALTER TABLE charges DROP COLUMN episode_open',
  ]) {
    await sql.raw(statement).execute(db);
  }
}
