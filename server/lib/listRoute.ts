import type {
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteOptions,
} from 'fastify';
import { sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ListQuery } from '../../core/listDialect';
import { callerSnapshot } from '../repositories/users';
import { principalOf, type Principal } from '../plugins/auth';
import { sendListCsv, wantsCsv } from './listExport';
import { routeAlsoAtSpecPath } from './specPath';
import { KeptPages, pageShapeKey } from './keptPages';
import {
  countListRows,
  listPage,
  orderedListRows,
  pageOffset,
  pageStatement,
  parseListQuery,
  type ListSource,
  type RawListQuery,
} from './listQuery';

export interface ListRoute<DB, TB extends keyof DB, Row, Item> {
  source: ListSource;
  /** The `$id` of the answer's schema, e.g. `charge-list.json`. */
  response: string;
  summary: string;
  tags: string[];
  /** The rows this caller may see, before the list query narrows them. */
  rows: (
    principal: Principal,
    request: FastifyRequest,
  ) => SelectQueryBuilder<DB, TB, Row> | Promise<SelectQueryBuilder<DB, TB, Row>>;
  present: (row: Row) => Item;
  /**
   * The source this caller's rows are sorted, searched and filtered with, when it is not
   * `source` (same definition; a case manager's charges read their links' keys).
   */
  sourceFor?: (principal: Principal) => ListSource;
  /**
   * This caller's unfiltered count as a maintained total (`listTotal` of a table when `rows` is
   * that whole table, joined only to parents that always exist, or left-joined); otherwise null.
   */
  total?: (principal: Principal, request: FastifyRequest) => RawBuilder<number> | null;
  /**
   * Runs once per answer (a page or its CSV), before any row is read: refuses a parent the caller
   * may not read, audits a read of health data. A list with it keeps no page statement.
   */
  onRead?: (principal: Principal, request: FastifyRequest) => Promise<void>;
}

/** The column a page statement reads its caller's row digest back in (`callerSnapshot`). */
const SNAPSHOT_COLUMN = 'caller_snapshot';

/** A page's row as its statement reads it, with the caller's row digest. */
type KeptRow<Row> = Row & { [SNAPSHOT_COLUMN]?: string };

/**
 * A list endpoint straight from its resource definition: the path and who may call it come
 * from the definition, the whitelist from its declared fields, the page from the list engine.
 * Asked with `Accept: text/csv`, it answers the same query's rows, all pages, as a CSV file
 * (listExport): the same rows, order and presenter, so an export shows what the list shows.
 */
export function registerListRoute<DB, TB extends keyof DB, Row, Item>(
  app: FastifyInstance,
  route: ListRoute<DB, TB, Row, Item>,
): void {
  const { definition } = route.source;
  const admin = definition.audience === 'admin';
  // A list under a record (`case-managers/:uuid/charges/`) takes that record's key.
  const param = /:(\w+)/.exec(definition.path)?.[1];
  // A list under a record reads that record first (404 when it is gone), and a list audited on
  // each read answers each read itself: their pages are built anew.
  const kept = param || route.onRead ? undefined : new KeptPages<KeptRow<Row>>();

  /** The page and its count as the list answers them. */
  const answerOf = async (
    request: FastifyRequest,
    principal: Principal,
    query: ListQuery,
    read: KeptRow<Row>[],
  ) => {
    // Cleared, not deleted: deleting a column turns each row into a slow dictionary object
    // just before the presenter reads every other column of it.
    for (const row of read) {
      row[SNAPSHOT_COLUMN] = undefined;
    }
    const source = route.sourceFor?.(principal) ?? route.source;
    const page = await listPage<Row>(read, query, async () =>
      countListRows(
        source,
        query,
        await route.rows(principal, request),
        route.total?.(principal, request) ?? undefined,
      ),
    );
    return { count: page.count, items: page.items.map(route.present) };
  };

  /**
   * The page by the statement kept for a kept caller (plugins/auth.ts `authenticateKept`), when
   * the caller's row it reads back is the one the caller was kept from; else nothing, and the
   * caller is authenticated in full. An empty page reads no row back, so it confirms nothing.
   */
  const fromKeptCaller = async (request: FastifyRequest, query: ListQuery) => {
    const principal = principalOf(request);
    const run = wantsCsv(request) ? undefined : kept?.get(pageShapeKey(principal, query));
    if (run === undefined) {
      return undefined;
    }
    const read = (await run(app.db, query.pageSize, pageOffset(query))).rows;
    if (read[0]?.[SNAPSHOT_COLUMN] !== request.keptSnapshot) {
      return undefined;
    }
    request.keptSnapshot = null;
    return answerOf(request, principal, query, read);
  };

  const options: RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    { Querystring: RawListQuery }
  > = {
    method: 'GET',
    url: `/${definition.path}`,
    onRequest: kept
      ? admin
        ? app.requireAdminKept
        : app.authenticateKept
      : admin
        ? app.requireAdmin
        : app.authenticate,
    config: { list: definition },
    schema: {
      tags: route.tags,
      summary: route.summary,
      security: [{ bearer: [] }],
      querystring: { $ref: 'list-query.json' },
      ...(param ? { params: { $ref: `${param}-params.json` } } : {}),
      response: {
        200: {
          description: 'One page as JSON, or with `Accept: text/csv` every page as a CSV file',
          content: {
            'application/json': { schema: { $ref: route.response } },
            'text/csv': { schema: { type: 'string' } },
          },
        },
      },
    },
    handler: async (request, reply) => {
      const query = parseListQuery(route.source, request.query);
      if (request.keptSnapshot !== null) {
        const answer = await fromKeptCaller(request, query);
        if (answer !== undefined) {
          return answer;
        }
        await app.confirmCaller(request, admin);
      }
      const principal = principalOf(request);
      await route.onRead?.(principal, request);
      const source = route.sourceFor?.(principal) ?? route.source;
      if (wantsCsv(request)) {
        return sendListCsv(app.db, request, reply, principal, {
          definition,
          rows: orderedListRows(source, query, await route.rows(principal, request)),
          present: route.present,
        });
      }
      const offset = pageOffset(query);
      const key = kept && pageShapeKey(principal, query);
      const keptRun = key === undefined ? undefined : kept?.get(key);
      let read: KeptRow<Row>[];
      if (keptRun !== undefined) {
        read = (await keptRun(app.db, query.pageSize, offset)).rows;
      } else {
        const rows = await route.rows(principal, request);
        const total = route.total?.(principal, request) ?? undefined;
        // The caller's row read back beside the page: what confirms a kept caller next time.
        const build = (limit: number, at: number) =>
          pageStatement(source, query, rows, total, limit, at)
            .select(callerSnapshot(sql.val(principal.user.id)).as(SNAPSHOT_COLUMN))
            .$castTo<KeptRow<Row>>();
        read =
          key === undefined || kept === undefined
            ? await build(query.pageSize, offset).execute()
            : (await kept.keep(key, build)(app.db, query.pageSize, offset)).rows;
      }
      return answerOf(request, principal, query, read);
    },
  };
  if (definition.specPath) {
    routeAlsoAtSpecPath(app, `/${definition.specPath}`, options);
  } else {
    app.route(options);
  }
}
