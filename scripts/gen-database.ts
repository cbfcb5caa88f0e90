/**
 * Generates `server/db/database.ts`, Kysely's view of the tables, from a freshly migrated
 * in-memory database: each table's columns, their types, nullability and defaults, and the
 * value lists of their `CHECK (column IN (...))` constraints. Run by `npm run gen`;
 * `scripts/gen-database.test.ts` fails when the file on disk is stale.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { format } from 'prettier';
import { createDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { prettierOptions, writeChanged } from './gen-types';

export const databaseFile = 'server/db/database.ts';

/** The value lists other modules name, by the column that declares them. */
const NAMED_VALUE_LISTS: Record<string, string> = {
  'users.role': 'RoleCode',
  'charge_supporters.consent_status': 'ConsentCode',
  'attention_acknowledgements.end_reason': 'AttentionEndReason',
  'invitations.status': 'InvitationStatusCode',
  'questionnaires.kind': 'QuestionnaireKind',
  'issues.status': 'IssueStatusCode',
  'mails.status': 'MailStatusCode',
  'refresh_tokens.audience': 'TokenAudience',
  'episodes.discharge_reason': 'DischargeReason',
  'notifications.kind': 'NotificationKind',
  'notification_preferences.delivery': 'NotificationDelivery',
};

/** What a JSON column holds: the database cannot say. Others read as an open object. */
const JSON_SHAPES: Record<string, string> = {
  'attention_acknowledgements.evidence': 'Record<string, number>',
};

const SCALARS: Record<string, string> = {
  bigint: 'number',
  integer: 'number',
  smallint: 'number',
  numeric: 'number',
  real: 'number',
  'double precision': 'number',
  text: 'string',
  'character varying': 'string',
  uuid: 'string',
  boolean: 'boolean',
  // Read as text by the queries that use one (a local day has no time zone).
  date: 'string',
  bytea: 'Buffer',
};

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  identity: boolean;
}

interface CheckRow {
  table: string;
  definition: string;
}

const pascalCase = (name: string) =>
  name.replace(/(^|_)(\w)/g, (_, _sep: string, c: string) => c.toUpperCase());

/** `CHECK ((role = ANY (ARRAY['AD'::text, 'QM'::text])))` → role → `'AD' | 'QM'`. */
function valueLists(checks: CheckRow[]): Map<string, string> {
  const lists = new Map<string, string>();
  const pattern = /^CHECK \(\((\w+) = ANY \(ARRAY\[((?:'[^']*'::text(?:, )?)+)\]\)\)\)$/;
  for (const { table, definition } of checks) {
    const match = pattern.exec(definition);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      const values = [...match[2].matchAll(/'([^']*)'::text/g)].map(([, value]) => `'${value}'`);
      lists.set(`${table}.${match[1]}`, values.join(' | '));
    }
  }
  return lists;
}

function tsType(column: ColumnRow, lists: Map<string, string>, names: Map<string, string>) {
  const key = `${column.table}.${column.column}`;
  const list = lists.get(key);
  if (list !== undefined) {
    return names.get(list) ?? list;
  }
  const element = column.type.replace(/\[\]$/, '');
  const scalar = SCALARS[element];
  if (scalar === undefined) {
    throw new Error(`${key}: no TypeScript type for ${column.type}`);
  }
  return element === column.type ? scalar : `${scalar}[]`;
}

/** The column's Kysely type: what a select reads, and whether an insert may leave it out. */
function columnType(column: ColumnRow, lists: Map<string, string>, names: Map<string, string>) {
  const { notNull, hasDefault } = column;
  if (column.identity) {
    return 'Id';
  }
  if (column.type === 'timestamp with time zone') {
    if (notNull) {
      return hasDefault ? 'CreatedAt' : 'Timestamp';
    }
    return hasDefault ? 'Generated<Date | null>' : 'NullableTimestamp';
  }
  if (column.type === 'jsonb' || column.type === 'json') {
    const shape = JSON_SHAPES[`${column.table}.${column.column}`] ?? 'Record<string, unknown>';
    const read = notNull ? shape : `${shape} | null`;
    const write = notNull ? 'string' : 'string | null';
    return `ColumnType<${read}, ${write}${hasDefault ? ' | undefined' : ''}, ${write}>`;
  }
  const type = tsType(column, lists, names);
  const read = notNull ? type : `${type} | null`;
  return hasDefault ? `Generated<${read}>` : read;
}

async function introspect(): Promise<{ columns: ColumnRow[]; checks: CheckRow[] }> {
  const db = createDatabase({ dataDir: 'memory://' });
  try {
    await migrateToLatest(db);
    const columns = await sql<ColumnRow>`
      SELECT c.relname AS "table", a.attname AS "column",
        format_type(a.atttypid, NULL) AS "type", a.attnotnull AS "notNull",
        (a.atthasdef OR a.attidentity <> '') AS "hasDefault", a.attidentity <> '' AS "identity"
      FROM pg_attribute a
      JOIN pg_class c ON c.oid = a.attrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
        AND c.relname NOT LIKE 'kysely\\_%'
      ORDER BY c.relname, a.attnum`.execute(db);
    const checks = await sql<CheckRow>`
      SELECT c.relname AS "table", pg_get_constraintdef(k.oid) AS "definition"
      FROM pg_constraint k
      JOIN pg_class c ON c.oid = k.conrelid
      JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND k.contype = 'c'
      ORDER BY c.relname, k.conname`.execute(db);
    return { columns: columns.rows, checks: checks.rows };
  } finally {
    await db.destroy();
  }
}

/** The unformatted source of `server/db/database.ts`. */
export async function generateDatabaseTypes(): Promise<string> {
  const { columns, checks } = await introspect();
  const lists = valueLists(checks);
  const names = new Map<string, string>();
  let named = '';
  for (const [column, name] of Object.entries(NAMED_VALUE_LISTS)) {
    const list = lists.get(column);
    if (list === undefined) {
      throw new Error(`${column} has no CHECK (... IN (...)) to name ${name} after`);
    }
    names.set(list, name);
    named += `export type ${name} = ${list};\n\n`;
  }
  const tables = [...new Set(columns.map(({ table }) => table))];
  const interfaces = tables.map((table) => {
    const fields = columns
      .filter((column) => column.table === table)
      .map((column) => `  ${column.column}: ${columnType(column, lists, names)};\n`);
    return `export interface ${pascalCase(table)}Table {\n${fields.join('')}}\n`;
  });
  const database = tables.map((table) => `  ${table}: ${pascalCase(table)}Table;\n`);
  return `/* Generated from the migrated database (server/db/migrations/) by \`npm run gen\`. Do not edit: write a migration and run npm run gen. */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Identity columns: read as a number, never inserted. bigint reads as a number (connect.ts). */
type Id = Generated<number>;
/** A timestamp with a default: optional on insert. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

${named}${interfaces.join('\n')}
export interface Database {
${database.join('')}}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Mail = Selectable<MailsTable>;
`;
}

/** `server/db/database.ts` from the migrated database, formatted. */
export async function generateFormattedDatabase(): Promise<Map<string, string>> {
  const source = await generateDatabaseTypes();
  return new Map([[databaseFile, await format(source, await prettierOptions())]]);
}

const invokedPath = process.argv[1];
if (invokedPath !== undefined && path.resolve(invokedPath) === fileURLToPath(import.meta.url)) {
  await writeChanged(await generateFormattedDatabase());
  console.log(`Generated ${databaseFile}`);
}
