import { createHash } from 'node:crypto';
import { sql, type Compilable } from 'kysely';
import type { Executor } from '../../db/executor';
import { journeyStatement, type JourneyJson } from './chargeJourney';
import type { JourneyHistory } from './recentCheckins';

const shapes = new Map<string, string>();

/**
 * What builds a journey, as a digest: the statement's text and its values but the charge's. A
 * release that changes how a journey is built (a severity band, a new field) or another
 * `TIME_ZONE` builds every journey afresh.
 */
function shapeOf(db: Executor, timeZone: string, history: JourneyHistory): string {
  const key = `${timeZone}\n${history}`;
  let shape = shapes.get(key);
  if (shape === undefined) {
    const compiled = journeyStatement(0, timeZone, history).compile(db);
    shape = createHash('sha256')
      .update(compiled.sql)
      .update(JSON.stringify(compiled.parameters))
      .digest('base64url');
    shapes.set(key, shape);
  }
  return shape;
}

/**
 * A charge's journey, by one statement: the one kept for it while it still holds, else built
 * (journeyStatement) and kept. A kept journey holds while the charge's version (bumped in the
 * transaction of every write to what a journey shows, migration 2026-11-26-10), the modules
 * catalogue, the portal's local day (the tiles count from it) and the shape are those it was
 * built from. The version and the data are read in one snapshot, so a journey is never kept
 * with a version newer than its data. Issue 17: three years of a charge took the database
 * 2.4 ms to build, and its kept answer a key's read. `audit` (the view's audit entry) is
 * written by the same statement: no journey is read without its entry, nor an entry written
 * without its journey.
 */
export async function readJourneyJson(
  db: Executor,
  chargeId: number,
  timeZone: string,
  history: JourneyHistory,
  audit: Compilable,
): Promise<JourneyJson> {
  const shape = shapeOf(db, timeZone, history);
  const result = await sql<{ journey: JourneyJson }>`
    WITH current AS (
      SELECT
        coalesce((SELECT version FROM journey_versions WHERE charge_id = ${chargeId}), 0) AS version,
        (SELECT md5(coalesce(string_agg(m::text, ',' ORDER BY m.id), '')) FROM modules m) AS modules,
        (now() AT TIME ZONE ${timeZone})::date AS local_day
    ), kept AS (
      SELECT k.journey FROM journey_cache k, current
      WHERE k.charge_id = ${chargeId} AND k.history = ${history} AND k.shape = ${shape}
        AND k.version = current.version AND k.modules = current.modules
        AND k.local_day = current.local_day
    ), built AS (
      INSERT INTO journey_cache AS k (charge_id, history, shape, local_day, version, modules, journey)
      SELECT ${chargeId}, ${history}, ${shape}, current.local_day, current.version,
        current.modules, (${journeyStatement(chargeId, timeZone, history)})
      FROM current WHERE NOT EXISTS (SELECT 1 FROM kept)
      ON CONFLICT (charge_id, history) DO UPDATE SET shape = excluded.shape,
        local_day = excluded.local_day, version = excluded.version, modules = excluded.modules,
        journey = excluded.journey
      RETURNING k.journey
    ), audited AS (${audit})
    SELECT journey FROM kept UNION ALL SELECT journey FROM built`.execute(db);
  const journey = result.rows[0]?.journey;
  if (journey === undefined) {
    throw new Error('The journey statement answered no row');
  }
  return journey;
}
