import { sql, type Kysely } from 'kysely';

/**
 * The catalogues administrators now edit from the portal (companies, courses). A company a case
 * manager belongs to is no longer deleted from under them: the link refuses the delete (a 409
 * naming the case managers) instead of cascading. A course's isiZulu name is unique as its
 * English one is, so a taken name is a 409 naming its field in either language.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE case_manager_companies
      DROP CONSTRAINT case_manager_companies_company_id_fkey,
      ADD CONSTRAINT case_manager_companies_company_id_fkey
        FOREIGN KEY (company_id) REFERENCES companies (id)`.execute(db);
  await sql`CREATE UNIQUE INDEX courses_zulu_name_key ON courses ((translated_names ->> 'zu'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX courses_zulu_name_key`.execute(db);
  await sql`
    ALTER TABLE case_manager_companies
      DROP CONSTRAINT case_manager_companies_company_id_fkey,
      ADD CONSTRAINT case_manager_companies_company_id_fkey
        FOREIGN KEY (company_id) REFERENCES companies (id) ON DELETE CASCADE`.execute(db);
}
