import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  ERROR_COMPONENTS,
  errorResponses,
  operationFacts,
  type OperationFacts,
} from './openapiErrors';
import { listParameters } from './openapiLists';
import { operationIdOf } from './openapiOperationId';
import { SPEC_PATH } from '../lib/specPath';

const COMPONENTS = '#/components/schemas/';

/**
 * A copy of `node` whose `$ref`s to a schema file (`uuid.json`, `uuid.json#/…`) point into
 * `components.schemas` instead. @fastify/swagger resolves the references of bodies and answers
 * but copies a path parameter's property schema as written, leaving a `$ref` no client
 * generator can follow. `titles` maps each registered `$id` to its component's name.
 */
function resolveFileRefs(node: unknown, titles: ReadonlyMap<string, string>): unknown {
  if (Array.isArray(node)) {
    return node.map((item) => resolveFileRefs(item, titles));
  }
  if (node === null || typeof node !== 'object') {
    return node;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    copy[key] = resolveFileRefs(value, titles);
  }
  if (typeof copy.$ref === 'string' && !copy.$ref.startsWith('#')) {
    const [id = '', fragment = ''] = copy.$ref.split('#');
    const title = titles.get(id);
    if (title) {
      copy.$ref = `${COMPONENTS}${title}${fragment}`;
    }
  }
  return copy;
}

/** Whether the route runs one of the auth plugins' guards before its handler. */
function isGuarded(app: FastifyInstance, route: RouteOptions): boolean {
  return operationFacts(app, route, '').guard !== null;
}

/** The parts of the document completed here. */
interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown>; [part: string]: unknown };
}

/** The vendor key carrying a route's facts from `transform` to `transformObject`. */
const FACTS = 'x-operation-facts';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; $ref?: string }[];
  responses?: Record<string, unknown>;
  [FACTS]?: OperationFacts;
}

/**
 * Each operation completed from its route's facts: its name, its error answers, the headers it
 * reads and, for a list, the fields its `sort`, `filter` and `search` take.
 */
function completeOperations(paths: Record<string, Record<string, unknown>>): void {
  const names = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      const facts = operation?.[FACTS];
      if (!operation || !facts) {
        continue;
      }
      delete operation[FACTS];
      const name = operationIdOf(method.toUpperCase(), path, facts.list !== null);
      const other = names.get(name);
      if (other) {
        throw new Error(`${method} ${path} and ${other} are both named ${name}.`);
      }
      names.set(name, `${method} ${path}`);
      operation.operationId = name;
      // What the route declares itself (its 2xx, the health check's own 503) comes first.
      const responses = { ...errorResponses(facts), ...operation.responses };
      operation.responses = Object.fromEntries(
        Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)),
      );
      const parameters = facts.list
        ? listParameters(operation.parameters ?? [], facts.list)
        : (operation.parameters ?? []);
      parameters.push({ $ref: '#/components/parameters/AcceptLanguage' } as never);
      if (facts.idempotent) {
        parameters.push({ $ref: '#/components/parameters/IdempotencyKey' } as never);
      }
      operation.parameters = parameters;
    }
  }
}

/** The names of the components of `kind` (`schemas`, `responses`) that `node` refers to. */
function referenced(kind: string, node: unknown, found = new Set<string>()): Set<string> {
  const prefix = `#/components/${kind}/`;
  if (Array.isArray(node)) {
    node.forEach((item) => referenced(kind, item, found));
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(prefix)) {
        found.add(value.slice(prefix.length).split('/')[0] ?? '');
      } else {
        referenced(kind, value, found);
      }
    }
  }
  return found;
}

/**
 * Only the shared responses and schemas an operation reaches, directly or through another
 * component: every schema file is registered for validation, not every one is an answer.
 */
function withoutUnusedComponents(document: OpenApiDocument): void {
  const components = document.components ?? {};
  const responses = (components.responses ?? {}) as Record<string, unknown>;
  const usedResponses = referenced('responses', document.paths);
  for (const name of Object.keys(responses)) {
    if (!usedResponses.has(name)) {
      delete responses[name];
    }
  }
  const schemas = components.schemas ?? {};
  const reached = referenced('schemas', { paths: document.paths, responses });
  let size = 0;
  while (reached.size !== size) {
    size = reached.size;
    for (const name of [...reached]) {
      referenced('schemas', schemas[name], reached);
    }
  }
  for (const name of Object.keys(schemas)) {
    if (!reached.has(name)) {
      delete schemas[name];
    }
  }
}

/**
 * The OpenAPI document, generated from the route schemas and the shared schema files.
 *
 * Who may call a route is declared once, in its schema's `security` (bearer for the portal's
 * and the app's tokens). A route without an auth guard is public and is documented with
 * `security: []`; a route whose declaration and guard disagree fails at start-up.
 */
async function openapiPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    const { schema } = route;
    if (!schema || schema.hide) {
      return;
    }
    const declared = Array.isArray(schema.security) && schema.security.length > 0;
    if (declared !== isGuarded(app, route)) {
      throw new Error(
        `${String(route.method)} ${route.url}: the schema's security and the route's guard disagree.`,
      );
    }
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Case-manager portal API',
        version: '2.0.0',
        description:
          'The v2 API of the case-manager portal. Every error answers `{message, data}` in the ' +
          "language of the request's Accept-Language; a path called with a method it does not " +
          'list answers 405 in the same envelope, with an `Allow` header (listed under each ' +
          "of the path's operations).",
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Paths carry their full `/api/...` prefix, relative to the server serving this document.
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) =>
        typeof json.title === 'string' ? json.title : `Schema${i}`,
    },
    transform: ({ schema, url, route }) => {
      if (!schema) {
        return { schema, url };
      }
      const method = [route.method].flat()[0] ?? 'GET';
      const facts = operationFacts(app, route, method);
      const security = schema.security ?? (facts.guard ? undefined : []);
      // A route also served at the spec's path names it (routeAlsoAtSpecPath).
      const specPath = route.config?.specPath?.replace(/:(\w+)/g, '{$1}');
      const alsoAt = specPath
        ? {
            [SPEC_PATH]: specPath,
            description: [
              schema.description,
              `Also answers at \`${specPath}\`, the path spec section 7 writes, which is not ` +
                "listed: there a fixed name sits at another path's key.",
            ]
              .filter(Boolean)
              .join('\n\n'),
          }
        : {};
      return { schema: { ...schema, security, [FACTS]: facts, ...alsoAt }, url };
    },
    transformObject: (documentObject) => {
      const titles = new Map<string, string>();
      for (const [id, schema] of Object.entries(app.getSchemas())) {
        const { title } = schema as { title?: unknown };
        if (typeof title === 'string') {
          titles.set(id, title);
        }
      }
      const document = 'openapiObject' in documentObject ? documentObject.openapiObject : {};
      const components = new Set(Object.keys(document.components?.schemas ?? {}));
      for (const [id, title] of titles) {
        if (!components.has(title)) {
          titles.delete(id);
        }
      }
      const resolved = resolveFileRefs(document, titles) as OpenApiDocument;
      completeOperations(resolved.paths ?? {});
      resolved.components = {
        ...resolved.components,
        ...structuredClone(ERROR_COMPONENTS),
      };
      withoutUnusedComponents(resolved);
      return resolved;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
