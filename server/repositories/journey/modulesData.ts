import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../../core/languages';
import { catalogueDescription, catalogueName } from '../catalogueName';
import { isoTimestamp } from './sqlTime';

/**
 * Reading progress per module (percentage rounded down) and pages read per local day
 * (`ModulesData`) as one JSON value, each module named and described in `language`.
 */
export function modulesDataJson(
  chargeId: number,
  timeZone: string,
  language: Language,
): RawBuilder<unknown> {
  return sql`json_build_object(
    'modules', (
      SELECT coalesce(json_agg(json_build_object(
        'name', p.name,
        'description', p.description,
        'duration', p.duration,
        'readPages', p.read_pages,
        'totalPages', p.total_pages,
        'percentageCompleted', (100 * p.read_pages) / p.total_pages,
        'from', ${isoTimestamp(sql`p.first_read`)},
        'to', CASE WHEN p.read_pages >= p.total_pages THEN ${isoTimestamp(sql`p.last_read`)} END
      ) ORDER BY p.position, p.id), '[]')
      FROM (
        SELECT m.id, m.position, ${catalogueName('m', language)} AS name, ${catalogueDescription('m', language)} AS description, m.duration_minutes AS duration, m.total_pages,
               count(r.id)::int AS read_pages, min(r.read_at) AS first_read, max(r.read_at) AS last_read
        FROM modules m
        LEFT JOIN module_reads r
          ON r.module_id = m.id AND r.charge_id = ${chargeId} AND r.page <= m.total_pages
        GROUP BY m.id
      ) p
    ),
    'readList', (
      SELECT coalesce(json_agg(json_build_object('date', d.day, 'pages', d.pages) ORDER BY d.day), '[]')
      FROM (
        SELECT to_char((read_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS pages
        FROM module_reads WHERE charge_id = ${chargeId}
        GROUP BY 1
      ) d
    )
  )`;
}
