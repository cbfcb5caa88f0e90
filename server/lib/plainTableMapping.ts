import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type {
  FilterDefinition,
  JsonSchema,
  ResourceDefinition,
} from '../../core/resourceDefinition';
import { flattenSchema } from '../../core/schemaRefs';
import type { Database } from '../db/database';
import { appendAudit } from '../repositories/auditLog';
import { schemas } from '../schemas/registry';
import { writeConflictOf } from './constraintErrors';
import { deleteConflictOf } from './deleteConflict';
import { defineListSource, filterId, type FilterValue } from './listQuery';
import type { ResourceMapping } from './resourceMapping';

export type ResourceWrite = 'create' | 'update' | 'delete';

/**
 * The audit entry of a resource's write (`resource.create|update|delete`, the record kind being
 * the resource's name): the fields changed, never their values. Derived and hand mappings alike.
 */
export const auditResourceWrite = (
  db: Kysely<Database>,
  resource: string,
  actorUserId: number,
  action: ResourceWrite,
  id: unknown,
  fields: string[],
) =>
  appendAudit(db, {
    actorUserId,
    action: `resource.${action}`,
    targetType: resource,
    targetId: String(id),
    details: { fields },
  });

/** `createdAt` → `created_at`: a schema field's column. */
export const columnOf = (field: string): string =>
  field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function schemaNamed(definition: ResourceDefinition, id: string): JsonSchema {
  const schema = [...(definition.schemas ?? []), ...(schemas as JsonSchema[])].find(
    (candidate) => candidate.$id === id,
  );
  if (!schema) {
    throw new Error(`${definition.name}: no schema ${id}`);
  }
  return schema;
}

/** A calendar-day property (`format: date`): read as `YYYY-MM-DD` text, never as an instant. */
const isDay = (property: JsonSchema) => property.format === 'date' || property.$ref === 'date.json';

/**
 * A key as SQL compares it: bigint, whatever the column's integer type, so an id beyond an
 * `integer` column's range (the path takes any up to 2^53 - 1) is a row there is not (404),
 * never PostgreSQL's overflow error.
 */
const asKey = (id: string | number) => sql`${Number(id)}::bigint`;

function filterOf(filter: FilterDefinition, column: Expression<unknown>) {
  return (value: FilterValue): Expression<SqlBool> => {
    switch (filter.kind) {
      case 'checkbox':
      case 'flag':
        return value === true ? sql<SqlBool>`${column}` : sql<SqlBool>`NOT ${column}`;
      case 'period':
        return sql<SqlBool>`${column} >= ${value}`;
      case 'select':
        return sql<SqlBool>`${column} = ${asKey(filterId(filter.field, value))}`;
      case 'choice':
        return sql<SqlBool>`${column} = ${value}`;
    }
  };
}

/** The body's fields as the table's columns. */
const columnsOfBody = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([field, value]) => [columnOf(field), value]));

// The table is the definition's own, not in the project's Database type: the statements are
// built on an untyped view of the database (names come from the definition and its schema).
type Untyped = Kysely<Record<string, Record<string, unknown>>>;
const untyped = (db: unknown) => db as Untyped;

/**
 * The SQL of a resource whose definition names a plain `table`: one row per record, an `id` key,
 * a column per item-schema field (camelCase field, snake_case column). List, detail, create,
 * update and delete are derived; each write is audited (`resource.create|update|delete`, the
 * record kind being the resource's name, the fields changed but never their values).
 */
export function plainTableMapping(definition: ResourceDefinition): ResourceMapping {
  const table = definition.table;
  if (!table) {
    throw new Error(`${definition.name} names no table`);
  }
  const known = [...(definition.schemas ?? []), ...(schemas as JsonSchema[])];
  const item = flattenSchema(schemaNamed(definition, definition.schema), known);
  const properties = (item.properties ?? {}) as Record<string, JsonSchema>;
  const ref = (field: string) => sql.ref(`${table}.${columnOf(field)}`);
  const selection = Object.entries(properties).map(([field, property]) =>
    isDay(property) ? sql<string>`${ref(field)}::text`.as(field) : ref(field).as(field),
  );
  const present = (row: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(row).map(([field, value]) => [
        field,
        value instanceof Date ? value.toISOString() : value,
      ]),
    );
  const rows = (db: unknown) => untyped(db).selectFrom(table).select(selection);
  const audit = (
    db: unknown,
    actorId: number,
    action: ResourceWrite,
    id: unknown,
    fields: string[],
  ) => auditResourceWrite(untyped(db) as never, definition.name, actorId, action, id, fields);
  const byId = (id: string | number) => sql<SqlBool>`${ref('id')} = ${asKey(id)}`;

  return {
    schemas: definition.schemas,
    source: defineListSource({
      definition,
      sort: Object.fromEntries(
        definition.columns.filter((c) => c.sortable).map((c) => [c.field, ref(c.field)]),
      ),
      search: Object.fromEntries(
        definition.search.map((field) => [field, ref(field) as Expression<string | null>]),
      ),
      filter: Object.fromEntries(
        definition.filters.map((filter) => [filter.field, filterOf(filter, ref(filter.field))]),
      ),
      tieBreaker: ref('id'),
    }),
    rows: (db) => rows(db),
    present: present as (row: unknown) => unknown,
    find: async (db, id) => {
      const row = await rows(db).where(byId(id)).executeTakeFirst();
      return row && present(row);
    },
    create: (db, { user }, body: Record<string, unknown>) =>
      db.transaction().execute(async (trx) => {
        try {
          const { id } = await untyped(trx)
            .insertInto(table)
            .values(columnsOfBody(body))
            .returning(sql<number>`id`.as('id'))
            .executeTakeFirstOrThrow();
          await audit(trx, user.id, 'create', id, Object.keys(body));
          return id;
        } catch (error) {
          throw writeConflictOf(error) ?? error;
        }
      }),
    update: (db, { user }, id, body) =>
      db.transaction().execute(async (trx) => {
        const fields = Object.keys(body);
        try {
          const changed = fields.length
            ? await untyped(trx)
                .updateTable(table)
                .set(columnsOfBody(body))
                .where(byId(id))
                .returning(sql<number>`id`.as('id'))
                .executeTakeFirst()
            : await untyped(trx)
                .selectFrom(table)
                .select(sql<number>`id`.as('id'))
                .where(byId(id))
                .executeTakeFirst();
          if (!changed) {
            return false;
          }
          if (fields.length) {
            await audit(trx, user.id, 'update', id, fields);
          }
          return true;
        } catch (error) {
          throw writeConflictOf(error) ?? error;
        }
      }),
    remove: async (db, { user }, id) => {
      try {
        return await db.transaction().execute(async (trx) => {
          const deleted = await untyped(trx)
            .deleteFrom(table)
            .where(byId(id))
            .returning(sql<number>`id`.as('id'))
            .executeTakeFirst();
          if (deleted) {
            await audit(trx, user.id, 'delete', id, []);
          }
          return deleted !== undefined;
        });
      } catch (error) {
        // Outside the failed transaction: the refusal counts the rows that refer to the record.
        throw (await deleteConflictOf(db, error, id)) ?? error;
      }
    },
  };
}
