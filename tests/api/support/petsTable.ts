import { sql, type Kysely } from 'kysely';

/**
 * The fixture's migration, as a file in server/db/migrations/ would write it: its table (a
 * column per field of pet.json, snake_case) and a table that refers to it (a pet's visits), so a
 * delete can be refused while something refers to the row.
 */
export async function createPetsTable(db: unknown): Promise<void> {
  const untyped = db as Kysely<unknown>;
  await sql`CREATE TABLE pets (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    kind text NOT NULL,
    nickname text,
    indoor boolean NOT NULL DEFAULT false,
    weight numeric,
    born date,
    company_id bigint REFERENCES companies (id),
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(untyped);
  await sql`CREATE TABLE pet_visits (
    id serial PRIMARY KEY,
    pet_id integer NOT NULL REFERENCES pets (id)
  )`.execute(untyped);
}
