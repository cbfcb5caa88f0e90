import { sql, type Kysely } from 'kysely';

/**
 * A lean journey: a kept journey also keeps its answer as first compressed (brotli or
 * gzip, as its caller accepted), so a later caller who accepts the same is sent those bytes: the
 * database reads a few kilobytes instead of sixty and the API compresses nothing. Building the
 * journey again clears them (repositories/journey/journeyCache.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE journey_cache
      ADD COLUMN encoding text CHECK (encoding IN ('br', 'gzip')),
      ADD COLUMN encoded bytea,
      ADD CONSTRAINT journey_cache_encoded_check CHECK ((encoding IS NULL) = (encoded IS NULL))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE journey_cache DROP COLUMN encoding, DROP COLUMN encoded`.execute(db);
}
