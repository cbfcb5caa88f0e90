import type {
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The full path spec section 7 writes for this route, which answers too (routeAlsoAtSpecPath). */
    specPath?: string;
  }
}

/** The OpenAPI key naming the path an operation also answers at (`x-spec-path`). */
export const SPEC_PATH = 'x-spec-path';

/**
 * Registers `route` at its own url, the one the OpenAPI document lists, and again at `specPath`,
 * the path spec section 7 writes and clients call, which the document leaves out of its paths.
 *
 * Spec section 7 puts a fixed name where a record's key sits at the same depth
 * (`charges/invitations/{uuid}/` beside `charges/{uuid}/sessions/`): the router prefers the
 * fixed name, but a client reading both paths cannot tell which one a URL means (Redocly's
 * `no-ambiguous-paths`). The document names the spec's path on the operation (`x-spec-path`),
 * so a reader finds it and the API suite holds its answers to the same entry.
 */
export function routeAlsoAtSpecPath<Generic extends RouteGenericInterface>(
  app: FastifyInstance,
  specPath: string,
  route: RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    Generic
  >,
): void {
  app.route<Generic>({
    ...route,
    config: { ...route.config, specPath: `${app.prefix}${specPath}` },
  });
  app.route<Generic>({ ...route, url: specPath, schema: { ...route.schema, hide: true } });
}
