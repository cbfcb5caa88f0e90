import { sql, type Kysely } from 'kysely';

/**
 * Cost flat as data grows: the case managers list showed each one's journey views by
 * counting their `journey.view` audit entries on every call, and the audit log only grows: a case
 * manager's row cost more with every journey they had opened (the bench's warm-up alone, 4,000
 * views, tripled the list's database time). The count is kept on the case manager instead, in
 * the transaction of the view's own audit entry, as `charge_count` keeps their caseload's. Audit
 * entries are never deleted; a case manager made from a user who already viewed journeys starts
 * from that user's count.
 */
const statements = [
  `ALTER TABLE case_managers ADD COLUMN journey_views bigint NOT NULL DEFAULT 0
    CHECK (journey_views >= 0)`,
  `UPDATE case_managers cm SET journey_views = views.n
    FROM (SELECT actor_user_id, count(*) AS n FROM audit_log
          WHERE action = 'journey.view' GROUP BY actor_user_id) views
    WHERE cm.user_id = views.actor_user_id`,
  `CREATE FUNCTION case_manager_journey_viewed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE case_managers SET journey_views = journey_views + 1 WHERE user_id = NEW.actor_user_id;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION case_manager_journey_views_start() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    NEW.journey_views := (SELECT count(*) FROM audit_log
      WHERE actor_user_id = NEW.user_id AND action = 'journey.view');
    RETURN NEW;
  END $$`,
  `CREATE FUNCTION case_manager_journey_views_reset() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE case_managers SET journey_views = 0 WHERE journey_views <> 0;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER audit_log_journey_view AFTER INSERT ON audit_log
    FOR EACH ROW WHEN (NEW.action = 'journey.view')
    EXECUTE FUNCTION case_manager_journey_viewed()`,
  `CREATE TRIGGER audit_log_journey_views_truncate AFTER TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION case_manager_journey_views_reset()`,
  `CREATE TRIGGER case_managers_journey_views_start BEFORE INSERT ON case_managers
    FOR EACH ROW EXECUTE FUNCTION case_manager_journey_views_start()`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER case_managers_journey_views_start ON case_managers`.execute(db);
  await sql`DROP TRIGGER audit_log_journey_views_truncate ON audit_log`.execute(db);
  await sql`DROP TRIGGER audit_log_journey_view ON audit_log`.execute(db);
  await sql
    .raw(
      'DROP FUNCTION case_manager_journey_viewed(), case_manager_journey_views_start(), case_manager_journey_views_reset()',
    )
    .execute(db);
  await sql`ALTER TABLE case_managers DROP COLUMN journey_views`.execute(db);
}
