import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';

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

/** The guards of the auth plugins that a route names in its `onRequest`. */
const GUARDS = ['authenticate', 'requireAdmin', 'authenticateClient'] as const;

/** Whether the route runs one of the auth plugins' guards before its handler. */
function isGuarded(app: FastifyInstance, route: Pick<RouteOptions, 'onRequest'>): boolean {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  return GUARDS.some((name) => app.hasDecorator(name) && hooks.includes(app[name]));
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
        description: 'The v2 API of the case-manager portal.',
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
    transform: ({ schema, url, route }) => ({
      schema:
        schema && schema.security === undefined && !isGuarded(app, route)
          ? { ...schema, security: [] }
          : schema,
      url,
    }),
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
      return resolveFileRefs(document, titles) as typeof document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
}

export default fp(openapiPlugin, { name: 'openapi' });
