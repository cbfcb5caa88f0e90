import { sql, type Kysely } from 'kysely';

/**
 * Caseload triage. The facts the attention flags rest on are kept on the charge, in
 * the same transaction as the app's writes (services/app/activity.ts), so the charges list
 * filters and sorts on plain columns: the first and latest total of each scored questionnaire,
 * the latest PHQ-8's time, the run of low moods among the latest check-ins, and the three flags
 * those facts raise. The time-based flags (disengaged, overdue) are read against now() from
 * `latest_session` and `phq8_latest_at` (repositories/attentionSql.ts).
 *
 * Acknowledgements: a supporter's note on a raised flag, ended when the flag clears or a worse
 * value raises it again (`ended_at`, `end_reason`); nothing deletes them.
 *
 * The backfill uses the thresholds of this day (core/attention.ts, reliableChange.ts):
 * PHQ-8 >= 20, GAD-7 >= 15, WSAS >= 20; reliable deterioration of 6, 6 and 12 points; five
 * moods of 1 or 2 in a row.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE charges
      ADD COLUMN phq8_first integer,
      ADD COLUMN phq8_latest integer,
      ADD COLUMN phq8_latest_at timestamptz,
      ADD COLUMN gad7_first integer,
      ADD COLUMN gad7_latest integer,
      ADD COLUMN wsas_first integer,
      ADD COLUMN wsas_latest integer,
      ADD COLUMN low_mood_run smallint NOT NULL DEFAULT 0,
      ADD COLUMN lowest_moods smallint NOT NULL DEFAULT 0,
      ADD COLUMN flag_severe_score boolean NOT NULL DEFAULT false,
      ADD COLUMN flag_reliable_deterioration boolean NOT NULL DEFAULT false,
      ADD COLUMN flag_low_mood boolean NOT NULL DEFAULT false`.execute(db);
  await sql`
    CREATE INDEX charges_phq8_latest_list_idx ON charges (phq8_latest DESC NULLS LAST, id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE attention_acknowledgements (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
      code text NOT NULL CHECK (code IN ('severe_score', 'reliable_deterioration', 'low_mood',
        'disengaged', 'overdue_questionnaire')),
      note text NOT NULL CHECK (char_length(note) BETWEEN 1 AND 500),
      evidence jsonb NOT NULL DEFAULT '{}',
      acknowledged_by bigint NOT NULL REFERENCES users (id),
      acknowledged_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz,
      end_reason text CHECK (end_reason IN ('cleared', 'worsened')),
      CHECK ((ended_at IS NULL) = (end_reason IS NULL))
    )`.execute(db);
  await sql`
    CREATE INDEX attention_acknowledgements_charge_idx
      ON attention_acknowledgements (charge_id, acknowledged_at DESC)`.execute(db);
  // One acknowledgement holds per flag at a time, whoever races to write it.
  await sql`
    CREATE UNIQUE INDEX attention_acknowledgements_open_idx
      ON attention_acknowledgements (charge_id, code) WHERE ended_at IS NULL`.execute(db);
  await sql`
    WITH scored AS (
      SELECT charge_id, kind,
        (array_agg(total_score ORDER BY posted_at ASC))[1] AS first_total,
        (array_agg(total_score ORDER BY posted_at DESC))[1] AS latest_total,
        max(posted_at) AS latest_at
      FROM questionnaires WHERE kind IN ('phq8', 'gad7', 'wsas') GROUP BY charge_id, kind
    ), pivot AS (
      SELECT charge_id,
        max(first_total) FILTER (WHERE kind = 'phq8') AS phq8_first,
        max(latest_total) FILTER (WHERE kind = 'phq8') AS phq8_latest,
        max(latest_at) FILTER (WHERE kind = 'phq8') AS phq8_latest_at,
        max(first_total) FILTER (WHERE kind = 'gad7') AS gad7_first,
        max(latest_total) FILTER (WHERE kind = 'gad7') AS gad7_latest,
        max(first_total) FILTER (WHERE kind = 'wsas') AS wsas_first,
        max(latest_total) FILTER (WHERE kind = 'wsas') AS wsas_latest
      FROM scored GROUP BY charge_id
    )
    UPDATE charges c SET
      phq8_first = p.phq8_first, phq8_latest = p.phq8_latest, phq8_latest_at = p.phq8_latest_at,
      gad7_first = p.gad7_first, gad7_latest = p.gad7_latest,
      wsas_first = p.wsas_first, wsas_latest = p.wsas_latest
    FROM pivot p WHERE p.charge_id = c.id`.execute(db);
  await sql`
    WITH latest AS (
      SELECT charge_id, mood,
        row_number() OVER (PARTITION BY charge_id ORDER BY checkin_at DESC) AS n
      FROM daily_checkins
    ), runs AS (
      SELECT charge_id,
        coalesce(min(n) FILTER (WHERE mood > 2) - 1, count(*)) AS run
      FROM latest WHERE n <= 5 GROUP BY charge_id
    )
    UPDATE charges c SET
      low_mood_run = r.run,
      lowest_moods = (SELECT count(*) FROM latest l
        WHERE l.charge_id = c.id AND l.n <= r.run AND l.mood = 1)
    FROM runs r WHERE r.charge_id = c.id`.execute(db);
  await sql`
    UPDATE charges SET
      flag_severe_score = coalesce(phq8_latest >= 20 OR gad7_latest >= 15 OR wsas_latest >= 20,
        false),
      flag_reliable_deterioration = coalesce(phq8_latest - phq8_first >= 6
        OR gad7_latest - gad7_first >= 6 OR wsas_latest - wsas_first >= 12, false),
      flag_low_mood = low_mood_run >= 5
    WHERE phq8_latest IS NOT NULL OR gad7_latest IS NOT NULL OR wsas_latest IS NOT NULL
      OR low_mood_run > 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE attention_acknowledgements`.execute(db);
  await sql`DROP INDEX charges_phq8_latest_list_idx`.execute(db);
  await sql`
    ALTER TABLE charges
      DROP COLUMN phq8_first, DROP COLUMN phq8_latest, DROP COLUMN phq8_latest_at,
      DROP COLUMN gad7_first, DROP COLUMN gad7_latest, DROP COLUMN wsas_first,
      DROP COLUMN wsas_latest, DROP COLUMN low_mood_run, DROP COLUMN lowest_moods,
      DROP COLUMN flag_severe_score, DROP COLUMN flag_reliable_deterioration,
      DROP COLUMN flag_low_mood`.execute(db);
}
