import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './apiError';
import { registerListRoute } from './listRoute';
import { listTotal } from './listTotals';
import type { ResourceMapping } from './resourceMapping';
import { principalOf, type Principal } from '../plugins/auth';
import { recordPathOf, writeAudience } from '../../core/resourceDefinition';

const withoutJson = (schema: string) => schema.replace(/\.json$/, '');

/**
 * Who may call a resource's routes (or one write's, when it narrows the resource's audience), as
 * its OpenAPI summary says and its hook enforces.
 */
function accessOf(
  app: FastifyInstance,
  mapping: ResourceMapping,
  write?: 'create' | 'edit' | 'delete',
) {
  const { definition } = mapping.source;
  const admin = (write ? writeAudience(definition, write) : definition.audience) === 'admin';
  return {
    tags: [definition.name],
    audience: admin ? ' (administrators only)' : '',
    onRequest: admin ? app.requireAdmin : app.authenticate,
    param: mapping.findBy ?? 'id',
  };
}

/** `PATCH <path>{id}/` from the definition's `edit`: the fields sent, validated by its schema. */
function registerUpdateRoute(
  app: FastifyInstance,
  mapping: ResourceMapping,
  findOr404: (id: string | number, principal: Principal) => Promise<object>,
): void {
  const { definition } = mapping.source;
  const { update } = mapping;
  if (!update || !definition.edit) {
    return;
  }
  const { tags, audience, onRequest, param } = accessOf(app, mapping, 'edit');
  app.patch<{ Params: Record<string, string | number>; Body: Record<string, unknown> }>(
    `/${recordPathOf(definition)}:${param}/`,
    {
      onRequest,
      // A taken value (a unique column), a missing referred record, or a record its rules no
      // longer let change, is a conflict.
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          `Change one of ${definition.name}${audience}: only the fields sent; audited; field ` +
          'errors in data (400), 404 for an unknown one or one the caller may not change, 409 ' +
          'when a value is taken, a record it refers to does not exist or a rule of the record ' +
          'refuses',
        security: [{ bearer: [] }],
        params: { $ref: `${param}-params.json` },
        body: { $ref: definition.edit.schema },
        response: { 200: { $ref: definition.detailSchema ?? definition.schema } },
      },
    },
    async (request) => {
      const id = request.params[param] ?? '';
      const principal = principalOf(request);
      if (!(await update(app.db, principal, id, request.body))) {
        throw ApiError.notFound();
      }
      return findOr404(id, principal);
    },
  );
}

/** `DELETE <path>{id}/` from the definition's `delete`. */
function registerDeleteRoute(app: FastifyInstance, mapping: ResourceMapping): void {
  const { definition } = mapping.source;
  const { remove } = mapping;
  if (!remove || !definition.delete) {
    return;
  }
  const { tags, audience, onRequest, param } = accessOf(app, mapping, 'delete');
  app.delete<{ Params: Record<string, string | number> }>(
    `/${recordPathOf(definition)}:${param}/`,
    {
      onRequest,
      // A row another refers to (a foreign key), or one its rules keep, is a conflict.
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          `Delete one of ${definition.name}${audience}: audited; 404 for an unknown one or one ` +
          'the caller may not delete, 409 while another record refers to it or a rule of the ' +
          'record refuses',
        security: [{ bearer: [] }],
        params: { $ref: `${param}-params.json` },
        response: { 204: { type: 'null', description: 'Deleted' } },
      },
    },
    async (request, reply) => {
      const id = request.params[param] ?? '';
      if (!(await remove(app.db, principalOf(request), id))) {
        throw ApiError.notFound();
      }
      return reply.code(204).send();
    },
  );
}

/**
 * The list, detail, create, update and delete routes of a resource, from its definition: the
 * paths (its `path`, `path{id}/`), who may call them (its audience), the schemas (its item schema,
 * `<item>-list`, its forms' payload schemas) and so their OpenAPI entries; the mapping answers
 * them.
 */
export function registerResourceRoutes(app: FastifyInstance, mapping: ResourceMapping): void {
  const { definition } = mapping.source;
  const findOr404 = async (id: string | number, principal: Principal) => {
    const record = await mapping.find?.(app.db, id, principal);
    if (!record) {
      throw ApiError.notFound();
    }
    return record;
  };
  if (mapping.handMadeReads) {
    // Its list and detail are routes of their own; only the definition's writes are served here.
    registerUpdateRoute(app, mapping, findOr404);
    registerDeleteRoute(app, mapping);
    return;
  }
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
  app.get<{ Params: Record<string, string | number> }>(
    `/${recordPathOf(definition)}:${param}/`,
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
    (request) => findOr404(request.params[param] ?? '', principalOf(request)),
  );

  registerUpdateRoute(app, mapping, findOr404);
  registerDeleteRoute(app, mapping);
  const form = definition.create;
  if (!create || !form) {
    return;
  }
  const creator = accessOf(app, mapping, 'create');
  app.post(
    `/${definition.path}`,
    {
      onRequest: creator.onRequest,
      // A taken value (a unique column) or a missing referred record is a conflict.
      config: { errors: [409] },
      schema: {
        tags,
        summary:
          `Add one of ${definition.name}${creator.audience}; field errors in data (400), 409 ` +
          'when a value is taken or a record it refers to does not exist',
        security: [{ bearer: [] }],
        body: { $ref: form.schema },
        response: { 201: { $ref: itemSchema } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      // The body was validated against the form's payload schema above.
      const id = await create(app.db, principal, request.body as never, app.config);
      const row = await mapping
        .rows(app.db, principal)
        .where(sql<boolean>`${mapping.source.tieBreaker} = ${id}`)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(mapping.present(row));
    },
  );
}
