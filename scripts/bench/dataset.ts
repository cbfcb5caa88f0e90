import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../server/db/database';
import { SEVERE_SCORE_FROM } from '../../core/attention';
import { RELIABLE_CHANGE_POINTS } from '../../core/reliableChange';
import { ADMIN_EMAIL, type Scale } from './scale';

const firstNames = `ARRAY['Thandi','Sipho','Lerato','Ayanda','Nomsa','Bongani','Zanele','Mandla','Naledi','Kagiso','Anna','Pieter']`;
const lastNames = `ARRAY['Dlamini','Nkosi','Mokoena','Naidoo','Botha','Khumalo','Mahlangu','Smith','Zulu','Pillay']`;
const firstName = (g: string) => sql.raw(`(${firstNames})[1 + ${g} % 12]`);
const lastName = (g: string) => sql.raw(`(${lastNames})[1 + (${g} / 12) % 10]`);

/** The position of a charge among all charges, 1-based, whatever ids the database handed out. */
const chargeNoText = `(c.id - (SELECT min(id) FROM charges) + 1)`;
const chargeNo = sql.raw(chargeNoText);
/** The day a charge's episode of care opened (the long journeys' aside). */
const episodeOpened = sql.raw(`(current_date - (120 + ${chargeNoText} % 300)::int)`);
const managerNo = sql.raw(`(cm.id - (SELECT min(id) FROM case_managers) + 1)`);

/**
 * The whole scale dataset in a few dozen set-based statements (`INSERT … SELECT
 * generate_series`), so it takes seconds per million rows instead of one round trip per row.
 * Every signing-in account shares one real argon2id hash.
 */
function statements(scale: Scale, passwordHash: string): RawBuilder<unknown>[] {
  const long = sql.raw(`${chargeNoText} <= ${scale.longJourneys}`);
  // The last day of each long journey's data: the second charge's reaches back ten years.
  const lastDay = sql.raw(
    `(CASE WHEN ${chargeNoText} = 2 THEN ${scale.decadeDays} ELSE ${scale.journeyDays} END) - 1`,
  );
  const tenfoldEnd = scale.bigManagerCharges + scale.tenfoldManagerCharges;
  return [
    sql`INSERT INTO companies (name) SELECT 'Company ' || g FROM generate_series(1, ${sql.lit(scale.companies)}) g`,
    sql`INSERT INTO courses (name) SELECT 'Course ' || g FROM generate_series(1, 5) g`,
    sql`INSERT INTO modules (name, description, duration_minutes, total_pages, position)
      SELECT 'Module ' || g, 'About part ' || g, 10 + g, 10, g FROM generate_series(1, 6) g`,
    sql`INSERT INTO users (username, email, password_hash, first_name, last_name, role,
        is_superuser, is_staff, has_accepted_terms, last_login, logins_count)
      VALUES ('bench-admin', ${ADMIN_EMAIL}, ${passwordHash}, 'Bench', 'Admin', 'AD', true, true, true, now(), 1)`,
    sql`INSERT INTO users (username, email, password_hash, first_name, last_name, role,
        has_accepted_terms, last_login, logins_count, date_joined)
      SELECT 'cm' || g, 'cm' || g || '@bench.example.org', ${passwordHash}, ${firstName('g')},
        ${lastName('g')}, CASE WHEN g % 5 = 0 THEN 'QM' ELSE 'MG' END, true,
        CASE WHEN g % 7 = 0 THEN NULL ELSE now() - g * interval '3 hours' END, g % 50,
        now() - g * interval '2 days'
      FROM generate_series(1, ${sql.lit(scale.caseManagers)}) g ORDER BY g`,
    sql`INSERT INTO case_managers (user_id, designation)
      SELECT id, 'Case manager' FROM users WHERE username ~ '^cm[0-9]+$'
      ORDER BY substr(username, 3)::int`,
    sql`INSERT INTO case_manager_companies (case_manager_id, company_id)
      SELECT cm.id, co.id FROM case_managers cm JOIN companies co
        ON (co.id - (SELECT min(id) FROM companies)) IN (${managerNo} % ${sql.lit(scale.companies)}, (${managerNo} * 3) % ${sql.lit(scale.companies)})`,
    sql`INSERT INTO users (username, email, first_name, last_name, role, is_client, has_accepted_terms, date_joined)
      SELECT 'client' || g, 'client' || g || '@bench.example.org', ${firstName('g')}, ${lastName('g')},
        'CA', true, true, now() - (g % 1000) * interval '1 day'
      FROM generate_series(1, ${sql.lit(scale.charges)}) g ORDER BY g`,
    sql`INSERT INTO charges (user_id, nickname, company_id, course_id, policy, sessions_count, latest_session, created_on)
      SELECT u.id, NULL,
        (SELECT min(id) FROM companies) + g % ${sql.lit(scale.companies)},
        (SELECT min(id) FROM courses) + g % 5,
        'POL-' || lpad(g::text, 7, '0'),
        (g * 7919) % 400,
        CASE WHEN g % 9 = 0 THEN NULL ELSE now() - ((g * 31) % 2000) * interval '1 hour' END,
        now() - (g % 1000) * interval '1 day'
      FROM (SELECT id, substr(username, 7)::int AS g FROM users WHERE is_client) u ORDER BY g`,
    // The first case manager follows the first charges (the three-year ones among them), the
    // second the next ten times as many; the rest are spread over the other case managers, a few
    // with a second supporter.
    sql`INSERT INTO charge_supporters (charge_id, case_manager_id, designation, consent_status, consent_updated_at)
      SELECT c.id, (SELECT min(id) FROM case_managers), 'Case manager',
        CASE WHEN ${long} OR ${chargeNo} % 4 <> 0 THEN 'GV' ELSE 'RQ' END, now()
      FROM charges c WHERE ${chargeNo} <= ${sql.lit(scale.bigManagerCharges)}`,
    sql`INSERT INTO charge_supporters (charge_id, case_manager_id, designation, consent_status, consent_updated_at)
      SELECT c.id, (SELECT min(id) FROM case_managers) + 1, 'Case manager',
        CASE WHEN ${chargeNo} % 4 <> 0 THEN 'GV' ELSE 'RQ' END, now()
      FROM charges c WHERE ${chargeNo} > ${sql.lit(scale.bigManagerCharges)}
        AND ${chargeNo} <= ${sql.lit(tenfoldEnd)}`,
    sql`INSERT INTO charge_supporters (charge_id, case_manager_id, designation, consent_status, consent_updated_at)
      SELECT c.id, (SELECT min(id) FROM case_managers) + 2 + ${chargeNo} % ${sql.lit(scale.caseManagers - 2)},
        'Case manager', (ARRAY['GV','GV','RQ','RC','DN'])[1 + ${chargeNo} % 5], now()
      FROM charges c WHERE ${chargeNo} > ${sql.lit(tenfoldEnd)}`,
    sql`INSERT INTO charge_supporters (charge_id, case_manager_id, designation, consent_status)
      SELECT c.id, (SELECT min(id) FROM case_managers) + 2 + (${chargeNo} * 7) % ${sql.lit(scale.caseManagers - 2)},
        'OT', 'RQ'
      FROM charges c WHERE ${chargeNo} % 10 = 3 ON CONFLICT DO NOTHING`,
    sql`INSERT INTO daily_checkins (charge_id, checkin_at, mood, diet, sleep, active, t1, t2)
      SELECT c.id, date_trunc('day', now()) - (d + 1) * interval '1 day' + interval '19 hours',
        1 + (c.id + d) % 5, 1 + (c.id * 3 + d) % 5, 1 + (d * 7 + c.id) % 5, 1 + (d / 3 + c.id) % 5,
        CASE WHEN d % 2 = 0 THEN 1 + d % 5 END, NULL
      FROM charges c, generate_series(0, ${lastDay}) d WHERE ${long}`,
    sql`INSERT INTO app_sessions (charge_id, started_at, duration_seconds)
      SELECT c.id, date_trunc('day', now()) - (d + 1) * interval '1 day' + interval '8 hours', 120 + (c.id * d) % 1800
      FROM charges c, generate_series(0, ${lastDay}, 2) d WHERE ${long}`,
    sql`INSERT INTO questionnaires (charge_id, kind, answers, total_score, posted_at)
      SELECT c.id, k.kind, k.answers, (SELECT sum(a) FROM unnest(k.answers) a),
        date_trunc('day', now()) - (d + 1) * interval '1 day' + interval '12 hours'
      FROM charges c, generate_series(0, ${lastDay}, 14) d,
      LATERAL (VALUES
        ('phq8', ARRAY[(c.id+d)%4, d%4, (d/14)%4, 1, 2, (c.id)%4, 0, 3]::smallint[]),
        ('gad7', ARRAY[d%4, (c.id+d)%4, 2, 1, 0, (d/14)%4, 1]::smallint[]),
        ('wsas', ARRAY[d%9, (c.id+d)%9, 4, 2, (d/14)%9]::smallint[]),
        ('wellbeing', ARRAY[d%11, (c.id+d)%11, 5, (d/14)%11]::smallint[])
      ) AS k(kind, answers)
      WHERE ${long}`,
    // The big case manager's other charges answered three PHQ-8s, a fortnight apart: the latest
    // from 12 to 24 (about four in ten severe), the earlier ones from 8 to 16, so triage's flag
    // filter and PHQ-8 sort fill their pages. Each answer adds up to its total.
    sql`INSERT INTO questionnaires (charge_id, kind, answers, total_score, posted_at)
      SELECT c.id, 'phq8',
        ARRAY(SELECT least(3, greatest(0, t.total - 3 * i)) FROM generate_series(0, 7) i)::smallint[],
        t.total, date_trunc('day', now()) - (w.d + 1) * interval '1 day' + interval '12 hours'
      FROM charges c, (VALUES (0), (14), (28)) AS w(d),
      LATERAL (SELECT CASE WHEN w.d = 0 THEN 12 + (${chargeNo} * 7) % 13
        ELSE 8 + (${chargeNo} * 3 + w.d) % 9 END AS total) t
      WHERE NOT ${long} AND ${chargeNo} <= ${sql.lit(scale.bigManagerCharges)}`,
    // Episodes of care: the long journeys' one open episode from their first day; every other
    // charge one episode opened 120 to 419 days ago, two in three of them closed 42 to 101 days
    // later. Four in five of those answered a first and a last PHQ-8, GAD-7 and WSAS five weeks
    // apart (totals spread so every outcome occurs); the fifth only a first PHQ-8 and GAD-7.
    sql`INSERT INTO questionnaires (charge_id, kind, answers, total_score, posted_at)
      SELECT c.id, k.kind,
        ARRAY(SELECT least(k.top, greatest(0, k.total - k.top * i)) FROM generate_series(0, k.items - 1) i)::smallint[],
        k.total, (${episodeOpened} + k.day)::timestamp + interval '12 hours'
      FROM charges c,
      LATERAL (VALUES
        ('phq8', 8, 3, 1, 6 + (${chargeNo} * 7) % 19),
        ('gad7', 7, 3, 1, 4 + (${chargeNo} * 3) % 17),
        ('wsas', 5, 8, 1, (${chargeNo} * 13) % 41),
        ('phq8', 8, 3, 35, least(24, greatest(0, 6 + (${chargeNo} * 7) % 19 - 8 + (${chargeNo} * 3) % 13))),
        ('gad7', 7, 3, 35, least(21, greatest(0, 4 + (${chargeNo} * 3) % 17 - 6 + (${chargeNo} * 11) % 10))),
        ('wsas', 5, 8, 35, least(40, greatest(0, (${chargeNo} * 13) % 41 - 14 + (${chargeNo} * 7) % 20)))
      ) AS k(kind, items, top, day, total)
      WHERE NOT ${long} AND (${chargeNo} % 5 <> 0 OR (k.day = 1 AND k.kind <> 'wsas'))`,
    sql`INSERT INTO episodes (charge_id, opened_on, closed_on, discharge_reason)
      SELECT c.id, CASE WHEN ${long} THEN current_date - ${lastDay} ELSE ${episodeOpened} END,
        CASE WHEN NOT ${long} AND ${chargeNo} % 3 <> 0 THEN ${episodeOpened} + (42 + ${chargeNo} % 60)::int END,
        CASE WHEN NOT ${long} AND ${chargeNo} % 3 <> 0 THEN 'completed' END
      FROM charges c`,
    // The write-time facts of the attention flags, as the app's writes keep them
    // (repositories/attentionFacts.ts): a flag only while the charge's episode is open, or
    // triage's flag indexes would hold links the list then skips. The check-ins' moods cycle, so
    // none raises low mood.
    sql`WITH scored AS (
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
      wsas_first = p.wsas_first, wsas_latest = p.wsas_latest,
      flag_severe_score = c.episode_open AND coalesce(p.phq8_latest >= ${SEVERE_SCORE_FROM.phq8}
        OR p.gad7_latest >= ${SEVERE_SCORE_FROM.gad7} OR p.wsas_latest >= ${SEVERE_SCORE_FROM.wsas}, false),
      flag_reliable_deterioration = c.episode_open AND coalesce(
        p.phq8_latest - p.phq8_first >= ${RELIABLE_CHANGE_POINTS.phq8}
        OR p.gad7_latest - p.gad7_first >= ${RELIABLE_CHANGE_POINTS.gad7}
        OR p.wsas_latest - p.wsas_first >= ${RELIABLE_CHANGE_POINTS.wsas}, false)
    FROM pivot p WHERE p.charge_id = c.id`,
    sql`INSERT INTO meditations (charge_id, name, listened_at, duration_seconds)
      SELECT c.id, 'Breathing ' || (d % 4), date_trunc('day', now()) - (d + 1) * interval '1 day' + interval '21 hours', 600
      FROM charges c, generate_series(0, ${lastDay}, 7) d WHERE ${long}`,
    sql`INSERT INTO module_reads (charge_id, module_id, page, read_at)
      SELECT c.id, m.id, p, now() - (m.position * 60 + p) * interval '1 day'
      FROM charges c, modules m, generate_series(1, 10) p WHERE ${long} AND m.position <= 4`,
    sql`UPDATE charges c SET sessions_count = s.n, latest_session = s.last
      FROM (SELECT charge_id, count(*)::int AS n, max(started_at) AS last FROM app_sessions GROUP BY charge_id) s
      WHERE s.charge_id = c.id`,
    sql`INSERT INTO access_codes (code, created_for, assigned_at, used_by, used_at, created_at, updated_at)
      SELECT 'BENCH-' || lpad(g::text, 6, '0'),
        CASE WHEN g % 3 <> 0 THEN (SELECT min(id) FROM case_managers) + g % ${sql.lit(scale.caseManagers)} END,
        CASE WHEN g % 3 <> 0 THEN now() - g * interval '50 minutes' END,
        CASE WHEN g % 2 = 0 THEN (SELECT min(id) FROM charges) + (g * 13) % ${sql.lit(scale.charges)} END,
        CASE WHEN g % 2 = 0 THEN now() - g * interval '40 minutes' END,
        now() - g * interval '1 hour', now() - g * interval '40 minutes'
      FROM generate_series(1, ${sql.lit(scale.accessCodes)}) g ORDER BY g`,
    mailsInsert(1, scale.mails, scale.charges),
    sql`ANALYZE`,
  ];
}

/** Mails number `from` to `to`, addressed to the dataset's clients. */
function mailsInsert(from: number, to: number, charges: number): RawBuilder<unknown> {
  return sql`INSERT INTO mails (subject, sender, recipients, status, body_html, body_text, attempts, created_at, updated_at, sent_at)
      SELECT (ARRAY['Invitation to the portal','Reset your password','Consent request','Welcome'])[1 + g % 4] || ' #' || g,
        'Case-manager portal <no-reply@example.org>',
        ARRAY['client' || (g % ${sql.lit(charges)} + 1) || '@bench.example.org'],
        (ARRAY['SS','SS','SS','PN','FL'])[1 + g % 5],
        '<p>Hello, this is mail ' || g || '.</p>', 'Hello, this is mail ' || g || '.',
        1, now() - g * interval '10 minutes', now() - g * interval '9 minutes',
        CASE WHEN g % 5 < 3 THEN now() - g * interval '9 minutes' END
      FROM generate_series(${sql.lit(from)}, ${sql.lit(to)}) g ORDER BY g`;
}

/**
 * The mail table made `factor` times as large, older mails added behind the existing ones (once:
 * a database kept from an earlier run may have grown already).
 */
export async function growMails(db: Kysely<Database>, scale: Scale, factor: number): Promise<void> {
  const { count } = await db
    .selectFrom('mails')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) < scale.mails * factor) {
    await mailsInsert(scale.mails + 1, scale.mails * factor, scale.charges).execute(db);
  }
}

/**
 * The database at rest before a measurement: VACUUM sets the visibility map autovacuum keeps in a
 * running database (index-only scans read no rows, as in steady state) and analyses every table;
 * CHECKPOINT writes out the bulk writes' pages now, which the checkpointer would otherwise spread
 * over the next minutes, the very minutes being measured.
 */
export async function settleDatabase(db: Kysely<Database>): Promise<void> {
  await sql`VACUUM ANALYZE`.execute(db);
  await sql`CHECKPOINT`.execute(db);
}

/** The discharge note that marks an episode `growEpisodes` copied. */
const GROWN_EPISODE_NOTE = 'bench copy';

/**
 * The closed episodes made `factor` times as many: each copied with its dates (once: a database
 * kept from an earlier run may have grown already). The triggers keep their outcome rows and
 * tallies, so the report reads as many tally rows as before over ten times the episodes.
 */
export async function growEpisodes(db: Kysely<Database>, factor: number): Promise<void> {
  const { copies } = await db
    .selectFrom('episodes')
    .select((eb) => eb.fn.countAll<number>().as('copies'))
    .where('discharge_note', '=', GROWN_EPISODE_NOTE)
    .executeTakeFirstOrThrow();
  if (Number(copies) === 0) {
    await sql`INSERT INTO episodes (charge_id, opened_on, closed_on, discharge_reason, discharge_note)
      SELECT e.charge_id, e.opened_on, e.closed_on, e.discharge_reason, ${sql.lit(GROWN_EPISODE_NOTE)}
      FROM episodes e, generate_series(2, ${sql.lit(factor)}) k
      WHERE e.closed_on IS NOT NULL`.execute(db);
  }
}

/**
 * A database kept from an earlier run (BENCH_REUSE) back at full scale: the mails and episodes
 * `growMails` and `growEpisodes` added, deleted, so the full-scale calls are measured at full scale.
 */
export async function undoGrowth(db: Kysely<Database>, scale: Scale): Promise<void> {
  await sql`DELETE FROM episodes WHERE discharge_note = ${GROWN_EPISODE_NOTE}`.execute(db);
  await sql`DELETE FROM mails WHERE id > (SELECT id FROM mails ORDER BY id OFFSET ${sql.lit(scale.mails - 1)} LIMIT 1)`.execute(
    db,
  );
  await settleDatabase(db);
}

export async function buildDataset(
  db: Kysely<Database>,
  scale: Scale,
  passwordHash: string,
  progress: (step: number, of: number) => void = () => undefined,
): Promise<void> {
  const all = statements(scale, passwordHash);
  for (const [index, statement] of all.entries()) {
    await statement.execute(db);
    progress(index + 1, all.length);
  }
}
