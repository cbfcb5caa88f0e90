import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './apiError';
import { registerListRoute } from './listRoute';
import { listTotal } from './listTotals';
import type { ResourceMapping } from './resourceMapping';
import { principalOf } from '../plugins/auth';

const withoutJson = (schema: string) => schema.replace(/\.json$/, '');

/**
 * The list, detail and create routes of a resource, from its definition: the paths (its `path`,
 * `path{id}/`), who may call them (its audience), the schemas (its item schema, `<item>-list`,
 * its form's payload schema) and so their OpenAPI entries; the mapping answers them.
 */
export function registerResourceRoutes(app: FastifyInstance, mapping: ResourceMapping): void {
  const { definition } = mapping.source;
  const tags = [definition.name];
  const audience = definition.audience === 'admin' ? ' (administrators only)' : '';
  const onRequest = definition.audience === 'admin' ? app.requireAdmin : app.authenticate;
  const itemSchema = definition.schema;
  const param = mapping.findBy ?? 'id';
  registerListRoute(app, {
    source: mapping.source,
    response: `${withoutJson(itemSchema)}-list.json`,
    summary: `List ${definition.name}${audience}`,
    tags,
    rows: (principal) => mapping.rows(app.db, principal),
    present: mapping.present,
    total: () => (mapping.total ? listTotal(mapping.total) : null),
  });

  const { find, create } = mapping;
  if (!find) {
    return;
  }
  const findOr404 = async (id: string | number) => {
    const record = await find(app.db, id);
    if (!record) {
      throw ApiError.notFound();
    }
    return record;
  };
  app.get<{ Params: Record<string, string | number> }>(
    `/${definition.path}:${param}/`,
    {
      onRequest,
      schema: {
        tags,
        summary: `One of ${definition.name}${audience}`,
        security: [{ bearer: [] }],
        params: { $ref: `${param}-params.json` },
        response: { 200: { $ref: definition.detailSchema ?? itemSchema } },
      },
    },
    (request) => findOr404(request.params[param] ?? ''),
  );

  const form = definition.create;
  if (!create || !form) {
    return;
  }
  app.post(
    `/${definition.path}`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Add one of ${definition.name}${audience}; field errors in data`,
        security: [{ bearer: [] }],
        body: { $ref: form.schema },
        response: { 201: { $ref: itemSchema } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The body was validated against the form's payload schema above.
      const id = await create(app.db, principal.user.id, request.body as never, app.config);
      const row = await mapping
        .rows(app.db, principal)
        .where(sql<boolean>`${mapping.source.tieBreaker} = ${id}`)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(mapping.present(row));
    },
  );
}
