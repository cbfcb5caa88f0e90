import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../core/languages';

/**
 * A catalogue row's name (a module's, a course's) in `language`: its translation
 * (`translated_names`, migration 2026-11-27-10-catalogue-names), else its English `name`; null
 * where the row is (a charge without a course).
 */
export function catalogueName(alias: string, language: Language): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${alias}.translated_names`)} ->> ${language}::text, ${sql.ref(`${alias}.name`)})`;
}

/**
 * A module's description in `language`: its translation (`translated_descriptions`, migration
 * 2026-11-29-30-catalogue-descriptions), else its English `description`.
 */
export function catalogueDescription(alias: string, language: Language): RawBuilder<string> {
  return sql<string>`coalesce(${sql.ref(`${alias}.translated_descriptions`)} ->> ${language}::text, ${sql.ref(`${alias}.description`)})`;
}
