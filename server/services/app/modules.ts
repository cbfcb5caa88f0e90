import type { AppModuleList } from '../../../core/generated/app-module-list';
import type { Executor } from '../../db/executor';
import { listModules } from '../../repositories/appModules';

/** The module catalogue as the app shows it (spec section 3 names: duration, totalPages). */
export async function moduleCatalogue(db: Executor): Promise<AppModuleList> {
  const rows = await listModules(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    duration: row.duration_minutes,
    totalPages: row.total_pages,
  }));
}
