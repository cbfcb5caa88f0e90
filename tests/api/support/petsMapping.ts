import { sql, type Generated, type Kysely } from 'kysely';
import { defineListSource } from '../../../server/lib/listQuery';
import { defineResourceMapping } from '../../../server/lib/resourceMapping';
import { petSchemas, pets } from '../../../src/test/petsResource';

interface PetsTable {
  pets: { id: Generated<number>; name: string; created_at: Generated<Date> };
}

// The fixture's table is not in the project's Database type: the mapping sees it as its own.
const petsDb = (db: unknown) => db as Kysely<PetsTable>;

/** The fixture's migration: its own table. */
export async function createPetsTable(db: unknown): Promise<void> {
  await sql`CREATE TABLE pets (
    id serial PRIMARY KEY,
    name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(petsDb(db));
}

/** The fixture's SQL mapping, as a file in server/repositories/resources/ would write it. */
export const petsMapping = defineResourceMapping({
  source: defineListSource({
    definition: pets,
    sort: { name: sql.ref('name'), createdAt: sql.ref('created_at') },
    search: { name: sql.ref('name') },
    filter: {},
    tieBreaker: sql.ref('id'),
  }),
  rows: (db) => petsDb(db).selectFrom('pets').selectAll(),
  present: (row) => ({ id: row.id, name: row.name, createdAt: row.created_at.toISOString() }),
  find: async (db, id) => {
    const row = await petsDb(db)
      .selectFrom('pets')
      .selectAll()
      .where('id', '=', Number(id))
      .executeTakeFirst();
    return row && { id: row.id, name: row.name, createdAt: row.created_at.toISOString() };
  },
  create: async (db, _actorId, body: { name: string }) => {
    const row = await petsDb(db)
      .insertInto('pets')
      .values({ name: body.name })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  },
  schemas: petSchemas,
});
