import { sql, type Kysely } from 'kysely';

/**
 * A case manager's unfiltered charges list read its count by counting their links
 * (2,000 index entries for the biggest caseload, on every page). The count is kept on the case
 * manager instead, in the transaction of the write that adds, removes or moves a link, as
 * `list_totals` keeps a whole table's. A list filtered by course counts (and pages) from the
 * course's links alone, not the caseload's.
 */
const statements = [
  `ALTER TABLE case_managers ADD COLUMN charge_count bigint NOT NULL DEFAULT 0
    CHECK (charge_count >= 0)`,
  `UPDATE case_managers cm SET charge_count = links.n
    FROM (SELECT case_manager_id, count(*) AS n FROM charge_supporters GROUP BY case_manager_id) links
    WHERE cm.id = links.case_manager_id`,
  // One statement of links at a time: a bulk insert or a cascade updates each case manager once.
  `CREATE FUNCTION case_manager_charge_count() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE case_managers cm
    SET charge_count = cm.charge_count + (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END) * links.n
    FROM (SELECT case_manager_id, count(*) AS n FROM changed GROUP BY case_manager_id) links
    WHERE cm.id = links.case_manager_id;
    RETURN NULL;
  END $$`,
  // Transition tables cannot go with a column list, so a moved link is counted row by row.
  `CREATE FUNCTION case_manager_charge_moved() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE case_managers SET charge_count = charge_count - 1 WHERE id = OLD.case_manager_id;
    UPDATE case_managers SET charge_count = charge_count + 1 WHERE id = NEW.case_manager_id;
    RETURN NULL;
  END $$`,
  `CREATE FUNCTION case_manager_charge_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    UPDATE case_managers SET charge_count = 0 WHERE charge_count <> 0;
    RETURN NULL;
  END $$`,
  `CREATE TRIGGER charge_supporters_count_insert AFTER INSERT ON charge_supporters
    REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION case_manager_charge_count()`,
  `CREATE TRIGGER charge_supporters_count_delete AFTER DELETE ON charge_supporters
    REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION case_manager_charge_count()`,
  `CREATE TRIGGER charge_supporters_count_move AFTER UPDATE OF case_manager_id ON charge_supporters
    FOR EACH ROW WHEN (OLD.case_manager_id IS DISTINCT FROM NEW.case_manager_id)
    EXECUTE FUNCTION case_manager_charge_moved()`,
  `CREATE TRIGGER charge_supporters_count_truncate AFTER TRUNCATE ON charge_supporters
    FOR EACH STATEMENT EXECUTE FUNCTION case_manager_charge_count_reset()`,
  `CREATE INDEX charge_supporters_course_idx ON charge_supporters (case_manager_id, course_id)`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX charge_supporters_course_idx`.execute(db);
  for (const trigger of ['insert', 'delete', 'move', 'truncate']) {
    await sql
      .raw(`DROP TRIGGER charge_supporters_count_${trigger} ON charge_supporters`)
      .execute(db);
  }
  await sql
    .raw(
      'DROP FUNCTION case_manager_charge_count(), case_manager_charge_moved(), case_manager_charge_count_reset()',
    )
    .execute(db);
  await sql`ALTER TABLE case_managers DROP COLUMN charge_count`.execute(db);
}
