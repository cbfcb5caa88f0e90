import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AnySchemaObject } from 'ajv/dist/2020';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { Principal } from '../plugins/auth';
import type { ListSource } from './listQuery';
import type { CountedTable } from './listTotals';

/** What a record action may need beyond the database: the app (its config, mail) and the caller's address. */
export interface ActionContext {
  app: FastifyInstance;
  ip: string;
  /** The route's path parameters: a parent record's key, for a record listed under one. */
  params: Record<string, string | number>;
}

/** What a mapping's `read` is told: the route's parameters, the caller's address, the record read. */
export interface ReadContext {
  params: Record<string, string | number>;
  ip: string;
  /** The record a detail answers; absent for a list. */
  record?: object;
}

/** A file an action answers: its name for the browser, its media type, its bytes as read. */
export interface DownloadedFile {
  filename: string;
  type: string;
  body: Readable;
}

/**
 * A definition's `download` action on one record, after its rule allowed it: the file (audited
 * before it is answered), or false when there is no such record (404).
 */
export type RecordDownload = (
  db: Kysely<Database>,
  principal: Principal,
  id: string | number,
  context: ActionContext,
) => Promise<DownloadedFile | false>;

/**
 * A definition's action on one record (`POST <path>{id}/<name>/`), after its rule allowed it:
 * answers the values its `success` message is filled with; false when there is no such record
 * (404). A refusal found only now (changed meanwhile) throws its ApiError.
 */
export type RecordAction = (
  db: Kysely<Database>,
  principal: Principal,
  id: string | number,
  context: ActionContext,
) => Promise<Record<string, string> | false>;

/**
 * A definition's list action (`POST <path><name>/`) on the caller's rows: answers the values its
 * `success` message is filled with.
 */
export type ListAction = (
  db: Kysely<Database>,
  principal: Principal,
  context: ActionContext,
) => Promise<Record<string, string>>;

/** What every mapping says: its definition and how one record is read, changed and deleted. */
interface RecordMapping {
  /** The definition it maps, whose `source` the list's SQL mapping was checked against. */
  source: ListSource;
  /**
   * One record by its id, as the caller reads it; undefined when there is none (answered 404).
   * The update route answers with it too.
   */
  find?: (
    db: Kysely<Database>,
    id: string | number,
    principal: Principal,
    params: Record<string, string | number>,
  ) => Promise<object | undefined>;
  /** The key `find` takes: a numeric `id` (the default) or a `uuid`. */
  findBy?: 'id' | 'uuid';
  /**
   * The key's path parameter when the record's path already names a parent's
   * (`case-managers/{uuid}/charges/{chargeUuid}/`); `findBy` otherwise.
   */
  keyParam?: string;
  /**
   * Changes the fields of a body valid against `definition.edit.schema` (only those sent); false
   * when there is no such record (404). A conflict (a unique value taken, a referred record
   * missing) throws a 409 ApiError naming the field (`constraintErrors.ts`' `writeConflictOf`).
   * The route answers the record as `find` reads it. A record the caller may not change is one
   * there is not (false: 404), as the list hides what the caller may not read. A rule refusing
   * the change throws its ApiError (403, 409).
   */
  update?: (
    db: Kysely<Database>,
    principal: Principal,
    id: string | number,
    body: Record<string, unknown>,
    context: ActionContext,
  ) => Promise<boolean>;
  /** Deletes a record (`definition.delete`); false when there is none (404), 409 while referred to. */
  remove?: (
    db: Kysely<Database>,
    principal: Principal,
    id: string | number,
    context: ActionContext,
  ) => Promise<boolean>;
  /**
   * Runs once before a list (a page or its CSV) or a detail is answered, with the route's
   * parameters and, for a detail, the record found: a record listed under a parent the caller
   * may not read is refused here (404), and a read of health data is audited here, once per
   * answer, however often the list's statements run.
   */
  read?: (db: Kysely<Database>, principal: Principal, context: ReadContext) => Promise<void>;
  /** The definition's `actions`, by name: each answers its `POST <path>{id}/<name>/`. */
  actions?: Record<string, RecordAction>;
  /** The definition's `listActions`, by name: each answers its `POST <path><name>/`. */
  listActions?: Record<string, ListAction>;
  /** The definition's `download` actions, by name: each answers its file. */
  downloads?: Record<string, RecordDownload>;
  /** Schemas of its own, for a resource that does not live in `schemas/` (a test's fixture). */
  schemas?: AnySchemaObject[];
}

/**
 * A resource's SQL mapping: how the API reads and writes what its definition declares. The
 * routes (list, detail, create, update, delete, actions), their paths, audience and OpenAPI
 * entries come from the definition (see registerResourceRoutes); a mapping says only what SQL answers them. One file
 * per resource in `server/repositories/resources/`, found there at start-up.
 */
export interface ListedResourceMapping<
  DB = unknown,
  TB extends keyof DB = never,
  Row = unknown,
  Item = unknown,
> extends RecordMapping {
  handMadeReads?: undefined;
  /**
   * What the list may read (the caller's rows), before the list query narrows them; `params`
   * holds a parent record's key for a list under one (`charges/{uuid}/notes/`).
   */
  rows: (
    db: Kysely<Database>,
    principal: Principal,
    params: Record<string, string | number>,
  ) => SelectQueryBuilder<DB, TB, Row>;
  present: (row: Row) => Item;
  /**
   * The table whose maintained row count is the unfiltered count, when `rows` is that whole table
   * (joined only to parents that always exist, or left-joined).
   */
  total?: CountedTable;
  /**
   * Creates a record from a body valid against `definition.create.schema` and answers its key
   * (the list's tie-breaker column); business-rule refusals throw an ApiError. The route answers
   * the new record as the list shows it. Under a parent record, `context.params` holds its key.
   */
  create?: (
    db: Kysely<Database>,
    principal: Principal,
    body: never,
    config: Config,
    context: ActionContext,
  ) => Promise<string | number>;
}

/**
 * The writes of a definition whose list and detail are routes of their own (`server/routes/`,
 * rules the engine's list does not hold: a caseload's list keys, a detail read for the caller):
 * the definition's `edit` and `delete` are served from it, answered by `find`.
 */
export interface HandListedMapping extends RecordMapping {
  handMadeReads: true;
  find: NonNullable<RecordMapping['find']>;
}

/** Any resource's mapping, as the registry of every resource holds it. */
export type ResourceMapping = ListedResourceMapping | HandListedMapping;

/** A mapping, its row type checked here and erased for the registry of every resource. */
export function defineResourceMapping<DB, TB extends keyof DB, Row, Item>(
  mapping: ListedResourceMapping<DB, TB, Row, Item>,
): ResourceMapping {
  return mapping as unknown as ResourceMapping;
}

/** The writes of a hand-listed resource (`HandListedMapping`). */
export function defineResourceWrites(
  mapping: Omit<HandListedMapping, 'handMadeReads'>,
): ResourceMapping {
  return { ...mapping, handMadeReads: true };
}
