import { sql } from 'kysely';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from './apiError';
import { registerListRoute } from './listRoute';
import { listTotal } from './listTotals';
import type { ResourceMapping } from './resourceMapping';
import { translate } from './translate';
import { schemaOf } from '../schemas/registry';
import { principalOf, type Principal } from '../plugins/auth';
import type { ServiceErrorStatus } from '../plugins/openapiErrors';
import { RECORD_RULES, recordRefusal, type RecordRuleName } from '../../core/recordRules';
import { recordPathOf, writeAudience, type ActionDefinition } from '../../core/resourceDefinition';
import type { ActionConfirmation } from '../../core/generated/action-confirmation';

type Params = Record<string, string | number>;

/** One record as the caller reads it; 404 when there is none or the caller may not see it. */
type FindOr404 = (id: string | number, principal: Principal, params: Params) => Promise<object>;

const withoutJson = (schema: string) => schema.replace(/\.json$/, '');

/**
 * Who may call a resource's routes (or one write's, when it narrows the resource's audience), as
 * its OpenAPI summary says and its hook enforces.
 */
function accessOf(
  app: FastifyInstance,
  mapping: ResourceMapping,
  write?: 'create' | 'edit' | 'delete' | ActionDefinition,
) {
  const { definition } = mapping.source;
  const admin = (write ? writeAudience(definition, write) : definition.audience) === 'admin';
  return {
    tags: [definition.name],
    audience: admin ? ' (administrators only)' : '',
    onRequest: admin ? app.requireAdmin : app.authenticate,
    param: keyParamOf(mapping),
  };
}

/** The record key's path parameter: `keyParam` under a parent record, else what `find` takes. */
const keyParamOf = (mapping: ResourceMapping) => mapping.keyParam ?? mapping.findBy ?? 'id';

/** `<recordPath>:<key>/`, with the parent's placeholders kept (`case-managers/:uuid/charges/`). */
const recordRoute = (mapping: ResourceMapping) =>
  `/${recordPathOf(mapping.source.definition)}:${keyParamOf(mapping)}/`;

/**
 * The path parameters' schema: `<key>-params.json`, or for a record under a parent each
 * placeholder's and the key's own property of those schemas.
 */
function paramsSchemaOf(mapping: ResourceMapping): object {
  const key = mapping.findBy ?? 'id';
  const param = keyParamOf(mapping);
  const parents = parentParamsOf(recordPathOf(mapping.source.definition));
  if (parents.length === 0) {
    return { $ref: `${key}-params.json` };
  }
  const parentSchema = parentParamsSchema(parents) as {
    properties: Record<string, object>;
    required: string[];
  };
  return {
    ...parentSchema,
    properties: {
      ...parentSchema.properties,
      [param]: (schemaOf(`${key}-params.json`).properties as Record<string, object>)[key],
    },
    required: [...parentSchema.required, param],
  };
}

/** A route's path parameters, as Fastify parsed them. */
const paramsOf = (request: FastifyRequest): Params => request.params as Params;

/** The `:name` placeholders of a path: the parent records a list or a create is under. */
const parentParamsOf = (path: string): string[] =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => name ?? '');

/**
 * The parents' parameters, each its own `<name>-params.json` property (`uuid`): the property's
 * own schema, not a pointer into the params schema, which the document would list as a
 * component nothing uses.
 */
function parentParamsSchema(parents: string[]): object {
  const property = (name: string) =>
    (schemaOf(`${name}-params.json`).properties as Record<string, object>)[name];
  return {
    type: 'object',
    properties: Object.fromEntries(parents.map((name) => [name, property(name)])),
    required: parents,
    additionalProperties: false,
  };
}

/** The statuses a write answers: a conflict, and each its rule refuses with. */
const statusesOf = (rule: RecordRuleName | undefined): ServiceErrorStatus[] => [
  ...new Set<ServiceErrorStatus>([409, ...(rule ? RECORD_RULES[rule].statuses : [])]),
];

/**
 * Refuses a write its rule refuses for the record (read as its detail, as the portal holds it),
 * with the rule's status and message; a record there is not is a 404.
 */
async function assertRuleAllows(
  rule: RecordRuleName | undefined,
  findOr404: FindOr404,
  id: string | number,
  principal: Principal,
  params: Params,
): Promise<void> {
  if (!rule) {
    return;
  }
  const refusal = recordRefusal(rule, await findOr404(id, principal, params), {
    userId: principal.user.id,
  });
  if (refusal) {
    throw new ApiError(refusal.status, translate(refusal.message));
  }
}

/** `PATCH <path>{id}/` from the definition's `edit`: the fields sent, validated by its schema. */
function registerUpdateRoute(
  app: FastifyInstance,
  mapping: ResourceMapping,
  findOr404: FindOr404,
): void {
  const { definition } = mapping.source;
  const { update } = mapping;
  if (!update || !definition.edit) {
    return;
  }
  const { tags, audience, onRequest, param } = accessOf(app, mapping, 'edit');
  app.patch<{ Params: Params; Body: Record<string, unknown> }>(
    recordRoute(mapping),
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
        params: paramsSchemaOf(mapping),
        body: { $ref: definition.edit.schema },
        response: { 200: { $ref: definition.detailSchema ?? definition.schema } },
      },
    },
    async (request) => {
      const id = request.params[param] ?? '';
      const principal = principalOf(request);
      const context = { app, ip: request.ip, params: request.params };
      if (!(await update(app.db, principal, id, request.body, context))) {
        throw ApiError.notFound();
      }
      return findOr404(id, principal, request.params);
    },
  );
}

/**
 * `DELETE <path>{id}/` from the definition's `delete`: 204, or 200 `{message}` when it `answers`
 * one; refused first by its rule.
 */
function registerDeleteRoute(
  app: FastifyInstance,
  mapping: ResourceMapping,
  findOr404: FindOr404,
): void {
  const { definition } = mapping.source;
  const { remove } = mapping;
  const declared = definition.delete;
  if (!remove || !declared) {
    return;
  }
  const { tags, audience, onRequest, param } = accessOf(app, mapping, 'delete');
  const message = declared.answers === 'message';
  app.delete<{ Params: Params }>(
    recordRoute(mapping),
    {
      onRequest,
      // A row another refers to (a foreign key), or one its rules keep, is a conflict.
      config: { errors: statusesOf(declared.rule) },
      schema: {
        tags,
        summary:
          `Delete one of ${definition.name}${audience}: audited; 404 for an unknown one or one ` +
          'the caller may not delete, 409 ' +
          (declared.rule
            ? `when its rule (${declared.rule}) refuses it or another record refers to it`
            : 'while another record refers to it or a rule of the record refuses'),
        security: [{ bearer: [] }],
        params: paramsSchemaOf(mapping),
        response: message
          ? { 200: { $ref: 'message.json' } }
          : { 204: { type: 'null', description: 'Deleted' } },
      },
    },
    async (request, reply) => {
      const id = request.params[param] ?? '';
      const principal = principalOf(request);
      await assertRuleAllows(declared.rule, findOr404, id, principal, request.params);
      if (!(await remove(app.db, principal, id, { app, ip: request.ip, params: request.params }))) {
        throw ApiError.notFound();
      }
      return message ? { message: translate(declared.success) } : reply.code(204).send();
    },
  );
}

/**
 * `POST <path>{id}/<name>/` for each of the definition's `actions`: refused first by its rule,
 * then answered by the mapping's action with its `success` message.
 */
function registerActionRoutes(
  app: FastifyInstance,
  mapping: ResourceMapping,
  findOr404: FindOr404,
): void {
  const { definition } = mapping.source;
  for (const action of definition.actions ?? []) {
    if (action.download) {
      registerDownloadRoute(app, mapping, findOr404, action);
      continue;
    }
    const run = mapping.actions?.[action.name];
    if (!run) {
      throw new Error(`${definition.name}: no mapping answers its action ${action.name}`);
    }
    const { tags, audience, onRequest, param } = accessOf(app, mapping, action);
    const typed = action.confirm?.typed?.field;
    app.post<{ Params: Params; Body: ActionConfirmation | undefined }>(
      `${recordRoute(mapping)}${action.name}/`,
      {
        onRequest,
        config: { errors: statusesOf(action.rule) },
        schema: {
          tags,
          summary:
            `The action ${action.name} on one of ${definition.name}${audience}: answers its ` +
            'message; audited; 404 for an unknown one' +
            (action.rule ? `, 4xx when its rule (${action.rule}) refuses it` : '') +
            (typed ? `; confirmed by the record's ${typed}, typed (400 otherwise)` : ''),
          security: [{ bearer: [] }],
          params: paramsSchemaOf(mapping),
          ...(typed ? { body: { $ref: 'action-confirmation.json' } } : {}),
          response: { 200: { $ref: 'message.json' } },
        },
      },
      async (request) => {
        const id = request.params[param] ?? '';
        const principal = principalOf(request);
        await assertRuleAllows(action.rule, findOr404, id, principal, request.params);
        if (typed) {
          assertTyped(
            (await findOr404(id, principal, request.params)) as Record<string, unknown>,
            typed,
            request.body?.confirmation ?? '',
          );
        }
        const values = await run(app.db, principal, id, {
          app,
          ip: request.ip,
          params: request.params,
        });
        if (!values) {
          throw ApiError.notFound();
        }
        return { message: translate(action.success, values) };
      },
    );
  }
}

/** Refuses an irreversible action unless the reader typed the record's `field` (any case). */
function assertTyped(record: Record<string, unknown>, field: string, typed: string): void {
  const expected = record[field];
  if (typeof expected !== 'string' || typed.trim().toLowerCase() !== expected.toLowerCase()) {
    throw fieldError('confirmation', translate('portal.api.actions.confirmation_mismatch'));
  }
}

/**
 * `POST <path>{id}/<name>/` of a `download` action: refused first by its rule, then answered by
 * the mapping's download with its file, streamed.
 */
function registerDownloadRoute(
  app: FastifyInstance,
  mapping: ResourceMapping,
  findOr404: FindOr404,
  action: ActionDefinition,
): void {
  const { definition } = mapping.source;
  const download = mapping.downloads?.[action.name];
  if (!download) {
    throw new Error(`${definition.name}: no mapping answers its download ${action.name}`);
  }
  const { tags, audience, onRequest, param } = accessOf(app, mapping, action);
  app.post<{ Params: Params }>(
    `${recordRoute(mapping)}${action.name}/`,
    {
      onRequest,
      // A file read from cursors as it is sent outlives any request transaction, and a repeat
      // is a new export (audited again), not an answer to replay.
      config: { errors: statusesOf(action.rule), idempotent: false },
      schema: {
        tags,
        summary:
          `The download ${action.name} of one of ${definition.name}${audience}: answers a file; ` +
          'audited; 404 for an unknown one' +
          (action.rule ? `, 4xx when its rule (${action.rule}) refuses it` : ''),
        security: [{ bearer: [] }],
        params: paramsSchemaOf(mapping),
        response: {
          200: {
            description: 'The file',
            content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
          },
        },
      },
    },
    async (request, reply) => {
      const id = request.params[param] ?? '';
      const principal = principalOf(request);
      await assertRuleAllows(action.rule, findOr404, id, principal, request.params);
      const file = await download(app.db, principal, id, {
        app,
        ip: request.ip,
        params: request.params,
      });
      if (!file) {
        throw ApiError.notFound();
      }
      return reply
        .type(file.type)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}

/**
 * `POST <path><name>/` for each of the definition's `listActions`: the mapping's action on the
 * caller's rows, answered with its `success` message.
 */
function registerListActionRoutes(app: FastifyInstance, mapping: ResourceMapping): void {
  const { definition } = mapping.source;
  for (const action of definition.listActions ?? []) {
    const run = mapping.listActions?.[action.name];
    if (!run) {
      throw new Error(`${definition.name}: no mapping answers its list action ${action.name}`);
    }
    const { tags, audience, onRequest } = accessOf(app, mapping);
    app.post(
      `/${definition.path}${action.name}/`,
      {
        onRequest,
        schema: {
          tags,
          summary:
            `The action ${action.name} on the caller's ${definition.name}${audience}: answers ` +
            'its message',
          security: [{ bearer: [] }],
          response: { 200: { $ref: 'message.json' } },
        },
      },
      async (request) => {
        const values = await run(app.db, principalOf(request), {
          app,
          ip: request.ip,
          params: {},
        });
        return { message: translate(action.success, values) };
      },
    );
  }
}

/**
 * The list, detail, create, update, delete and action routes of a resource, from its definition: the
 * paths (its `path`, `path{id}/`), who may call them (its audience), the schemas (its item schema,
 * `<item>-list`, its forms' payload schemas) and so their OpenAPI entries; the mapping answers
 * them.
 */
export function registerResourceRoutes(app: FastifyInstance, mapping: ResourceMapping): void {
  const { definition } = mapping.source;
  const findOr404: FindOr404 = async (id, principal, params) => {
    const record = await mapping.find?.(app.db, id, principal, params);
    if (!record) {
      throw ApiError.notFound();
    }
    return record;
  };
  if (mapping.handMadeReads) {
    // Its list and detail are routes of their own; only the definition's writes are served here.
    registerUpdateRoute(app, mapping, findOr404);
    registerDeleteRoute(app, mapping, findOr404);
    registerActionRoutes(app, mapping, findOr404);
    return;
  }
  const tags = [definition.name];
  const audience = definition.audience === 'admin' ? ' (administrators only)' : '';
  const onRequest = definition.audience === 'admin' ? app.requireAdmin : app.authenticate;
  const itemSchema = definition.schema;
  const param = keyParamOf(mapping);
  registerListActionRoutes(app, mapping);
  const { read } = mapping;
  registerListRoute(app, {
    source: mapping.source,
    response: `${withoutJson(itemSchema)}-list.json`,
    summary: `List ${definition.name}${audience}`,
    tags,
    rows: (principal, request) => mapping.rows(app.db, principal, paramsOf(request)),
    present: mapping.present,
    total: () => (mapping.total ? listTotal(mapping.total) : null),
    onRead: read
      ? (principal, request) =>
          read(app.db, principal, { params: paramsOf(request), ip: request.ip })
      : undefined,
  });

  const { find, create } = mapping;
  if (!find) {
    return;
  }
  app.get<{ Params: Params }>(
    recordRoute(mapping),
    {
      onRequest,
      schema: {
        tags,
        summary: `One of ${definition.name}${audience}`,
        security: [{ bearer: [] }],
        params: paramsSchemaOf(mapping),
        response: { 200: { $ref: definition.detailSchema ?? itemSchema } },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const record = await findOr404(request.params[param] ?? '', principal, request.params);
      await read?.(app.db, principal, { params: request.params, ip: request.ip, record });
      return record;
    },
  );

  registerUpdateRoute(app, mapping, findOr404);
  registerDeleteRoute(app, mapping, findOr404);
  registerActionRoutes(app, mapping, findOr404);
  const form = definition.create;
  if (!create || !form) {
    return;
  }
  const creator = accessOf(app, mapping, 'create');
  const parents = parentParamsOf(definition.path);
  app.post<{ Params: Params }>(
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
        ...(parents.length > 0 ? { params: parentParamsSchema(parents) } : {}),
        body: { $ref: form.schema },
        response: { 201: { $ref: itemSchema } },
      },
    },
    async (request, reply) => {
      const principal = principalOf(request);
      const context = { app, ip: request.ip, params: request.params };
      // The body was validated against the form's payload schema above.
      const id = await create(app.db, principal, request.body as never, app.config, context);
      const row = await mapping
        .rows(app.db, principal, request.params)
        .where(sql<boolean>`${mapping.source.tieBreaker} = ${id}`)
        .executeTakeFirstOrThrow();
      return reply.code(201).send(mapping.present(row));
    },
  );
}
