import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../db/executor';
import { statementOnce } from '../../db/statementOnce';
import { JOURNEY_VIEW_ACTION, auditInsert } from '../auditLog';
import type { Language } from '../../../core/languages';
import type { Encoding } from '../../lib/contentEncoding';
import { journeyStatement, type JourneyJson } from './chargeJourney';
import type { JourneyHistory } from './recentCheckins';

const shapes = new Map<string, string>();

/**
 * What builds a journey, as a digest: the statement's text and its values but the charge's. A
 * release that changes how a journey is built (a severity band, a new field) or another
 * `TIME_ZONE` builds every journey afresh.
 */
function shapeOf(
  db: Executor,
  timeZone: string,
  history: JourneyHistory,
  language: Language,
): string {
  const key = `${timeZone}\n${history}\n${language}`;
  let shape = shapes.get(key);
  if (shape === undefined) {
    const compiled = journeyStatement(0, timeZone, history, language).compile(db);
    shape = createHash('sha256')
      .update(compiled.sql)
      .update(JSON.stringify(compiled.parameters))
      .digest('base64url');
    shapes.set(key, shape);
  }
  return shape;
}

/** Which kept row a journey was read from: what `keepEncodedJourney` completes. */
export interface JourneyBuild {
  chargeId: number;
  history: JourneyHistory;
  language: Language;
  shape: string;
  version: string;
  localDay: string;
  modules: string;
}

/** A journey as read: its JSON, or the bytes kept for it in the encoding asked for. */
export type ReadJourney = { build: JourneyBuild } & (
  { json: JourneyJson; encoded: null } | { json: null; encoded: Buffer; encoding: Encoding }
);

/** Who viewed a journey, for the audit entry its read writes. */
export interface JourneyViewAudit {
  actorUserId: number;
  chargeUuid: string;
  ip: string;
}

const journeyReads = new Map<string, ReturnType<typeof journeyRead>>();

/** `readJourney`'s statement for one time zone, history and language, compiled once. */
function journeyReadOf(
  timeZone: string,
  history: JourneyHistory,
  language: Language,
  shape: string,
): ReturnType<typeof journeyRead> {
  const key = `${timeZone}\n${history}\n${language}`;
  let statement = journeyReads.get(key);
  if (statement === undefined) {
    statement = journeyRead(timeZone, history, language, shape);
    journeyReads.set(key, statement);
  }
  return statement;
}

function journeyRead(timeZone: string, history: JourneyHistory, language: Language, shape: string) {
  return statementOnce(
    5,
    (
      db,
      chargeId: number,
      encoding: Encoding | null,
      actorUserId: number,
      chargeUuid: string,
      ip: string,
    ) => sql<{
      journey: JourneyJson | null;
      encoded: Uint8Array | null;
      encoding: Encoding | null;
      version: string;
      local_day: string;
      modules: string;
    }>`
    WITH current AS (
      SELECT
        coalesce((SELECT version FROM journey_versions WHERE charge_id = ${chargeId}), 0) AS version,
        (SELECT md5(coalesce(string_agg(m::text, ',' ORDER BY m.id), '')) FROM modules m) AS modules,
        (now() AT TIME ZONE ${timeZone})::date AS local_day
    ), kept AS (
      SELECT
        CASE WHEN k.encoding = ${encoding}::text THEN NULL ELSE k.journey END AS journey,
        CASE WHEN k.encoding = ${encoding}::text THEN k.encoded END AS encoded,
        k.encoding,
        k.version, k.local_day, k.modules
      FROM journey_cache k, current
      WHERE k.charge_id = ${chargeId} AND k.history = ${history} AND k.language = ${language}
        AND k.shape = ${shape}
        AND k.version = current.version AND k.modules = current.modules
        AND k.local_day = current.local_day
    ), built AS (
      INSERT INTO journey_cache AS k
        (charge_id, history, language, shape, local_day, version, modules, journey)
      SELECT ${chargeId}, ${history}, ${language}, ${shape}, current.local_day, current.version,
        current.modules, (${journeyStatement(chargeId, timeZone, history, language)})
      FROM current WHERE NOT EXISTS (SELECT 1 FROM kept)
      ON CONFLICT (charge_id, history, language) DO UPDATE SET shape = excluded.shape,
        local_day = excluded.local_day, version = excluded.version, modules = excluded.modules,
        journey = excluded.journey, encoding = NULL, encoded = NULL
      RETURNING k.journey, NULL::bytea AS encoded, NULL::text AS encoding, k.version, k.local_day, k.modules
    ), audited AS (${auditInsert(db, {
      actorUserId,
      action: JOURNEY_VIEW_ACTION,
      targetType: 'charge',
      targetId: chargeUuid,
      chargeId,
      ip,
    })})
    SELECT journey, encoded, encoding, version::text, local_day::text, modules FROM kept
    UNION ALL SELECT journey, encoded, encoding, version::text, local_day::text, modules FROM built`,
  );
}

/**
 * A charge's journey, by one statement: the one kept for it while it still holds, else built
 * (journeyStatement) and kept. A kept journey holds while the charge's version (bumped in the
 * transaction of every write to what a journey shows, migration 2026-11-26-10), the modules
 * catalogue, the portal's local day (the tiles count from it) and the shape are those it was
 * built from. The version and the data are read in one snapshot, so a journey is never kept
 * with a version newer than its data. Three years of a charge took the database
 * 2.4 ms to build, and its kept answer a key's read. Where the kept journey is also kept in
 * `encoding` (keepEncodedJourney), those bytes are read instead of its JSON. `audit` (the
 * view's audit entry) is written by the same statement: no journey is read without its entry,
 * nor an entry written without its journey. A journey names the catalogue's modules in the
 * reader's `language`, so each language's is kept apart (migration 2026-11-27-10).
 */
export async function readJourney(
  db: Executor,
  chargeId: number,
  timeZone: string,
  history: JourneyHistory,
  language: Language,
  encoding: Encoding | undefined,
  audit: JourneyViewAudit,
): Promise<ReadJourney> {
  const shape = shapeOf(db, timeZone, history, language);
  const statement = journeyReadOf(timeZone, history, language, shape);
  const result = await statement(
    db,
    chargeId,
    encoding ?? null,
    audit.actorUserId,
    audit.chargeUuid,
    audit.ip,
  );
  const row = result.rows[0];
  if (row === undefined) {
    throw new Error('The journey statement answered no row');
  }
  const build = {
    chargeId,
    history,
    language,
    shape,
    version: row.version,
    localDay: row.local_day,
    modules: row.modules,
  };
  return row.encoded !== null && row.encoding !== null
    ? { build, json: null, encoded: Buffer.from(row.encoded), encoding: row.encoding }
    : { build, json: row.journey as JourneyJson, encoded: null };
}

/**
 * Keeps a journey's answer as compressed in `encoding` beside the journey it was read from,
 * while that is still the one kept and nothing is kept compressed yet.
 */
export async function keepEncodedJourney(
  db: Executor,
  build: JourneyBuild,
  encoding: Encoding,
  encoded: Buffer,
): Promise<void> {
  await sql`
    UPDATE journey_cache SET encoding = ${encoding}, encoded = ${encoded}
    WHERE charge_id = ${build.chargeId} AND history = ${build.history}
      AND language = ${build.language} AND shape = ${build.shape}
      AND version = ${build.version}::bigint AND local_day = ${build.localDay}::date
      AND modules = ${build.modules} AND encoded IS NULL`.execute(db);
}
