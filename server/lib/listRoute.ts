import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SelectQueryBuilder } from 'kysely';
import { principalOf, type Principal } from '../plugins/auth';
import { parseListQuery, runListQuery, type ListSource, type RawListQuery } from './listQuery';

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
}

/**
 * A list endpoint straight from its resource definition: the path and who may call it come
 * from the definition, the whitelist from its declared fields, the page from the list engine.
 */
export function registerListRoute<DB, TB extends keyof DB, Row, Item>(
  app: FastifyInstance,
  route: ListRoute<DB, TB, Row, Item>,
): void {
  const { definition } = route.source;
  app.get<{ Querystring: RawListQuery }>(
    `/${definition.path}`,
    {
      onRequest: definition.audience === 'admin' ? app.requireAdmin : app.authenticate,
      schema: {
        tags: route.tags,
        summary: route.summary,
        security: [{ bearer: [] }],
        querystring: { $ref: 'list-query.json' },
        response: { 200: { $ref: route.response } },
      },
    },
    async (request) => {
      const query = parseListQuery(route.source, request.query);
      const rows = await route.rows(principalOf(request), request);
      const page = await runListQuery(route.source, query, rows);
      return { count: page.count, items: page.items.map(route.present) };
    },
  );
}
