import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { ModulesData } from '../../src/types/generated/modules-data';

/** Reading progress per module (percentage rounded down) and pages read per local day. */
export async function modulesData(
  db: Executor,
  chargeId: number,
  timeZone: string,
): Promise<ModulesData> {
  const modules = await sql<{
    name: string;
    description: string;
    duration: number;
    read_pages: number;
    total_pages: number;
    first_read: Date | null;
    last_read: Date | null;
  }>`
    SELECT m.name, m.description, m.duration_minutes AS duration, m.total_pages,
           count(r.id)::int AS read_pages, min(r.read_at) AS first_read, max(r.read_at) AS last_read
    FROM modules m
    LEFT JOIN module_reads r ON r.module_id = m.id AND r.charge_id = ${chargeId} AND r.page <= m.total_pages
    GROUP BY m.id
    ORDER BY m.position, m.id`.execute(db);
  const days = await sql<{ day: string; pages: number }>`
    SELECT to_char((read_at AT TIME ZONE ${timeZone})::date, 'YYYY-MM-DD') AS day, count(*)::int AS pages
    FROM module_reads WHERE charge_id = ${chargeId}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return {
    modules: modules.rows.map((m) => ({
      name: m.name,
      description: m.description,
      duration: m.duration,
      readPages: m.read_pages,
      totalPages: m.total_pages,
      percentageCompleted: Math.floor((100 * m.read_pages) / m.total_pages),
      from: m.first_read?.toISOString() ?? null,
      to: m.read_pages >= m.total_pages ? (m.last_read?.toISOString() ?? null) : null,
    })),
    readList: days.rows.map((d) => ({ date: d.day, pages: d.pages })),
  };
}
