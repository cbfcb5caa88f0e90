import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  listWhitelist,
  type ListWhitelist,
  type ResourceDefinition,
} from '../../core/resourceDefinition';
import { KEYED_METHODS } from './idempotency';

/** A status a route's own services answer, besides those its plugins give every such route. */
export type ServiceErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The statuses this route's services refuse with (a conflict, a gone invitation, a quota),
     * for its OpenAPI entry: those its guard, parameters, body and the shared plugins raise are
     * derived (see `operationFacts`).
     */
    errors?: readonly ServiceErrorStatus[];
    /** The list this route answers (registerListRoute), whose fields its document describes. */
    list?: ResourceDefinition;
    /** Its 400 lists one `data` per submitted item (a bulk call). */
    bulk?: boolean;
  }
}

/** What a route's OpenAPI entry is derived from, read off its declaration. */
export interface OperationFacts {
  /** The guard in its `onRequest`: which tokens it takes and whether it checks the audience. */
  guard: 'staff' | 'admin' | 'client' | null;
  params: boolean;
  body: boolean;
  /** A write whose answers the idempotency plugin keeps (it reads the `Idempotency-Key`). */
  idempotent: boolean;
  list: ListWhitelist | null;
  bulk: boolean;
  errors: readonly ServiceErrorStatus[];
}

const GUARDS = [
  ['requireAdmin', 'admin'],
  ['requireAdminKept', 'admin'],
  ['authenticate', 'staff'],
  ['authenticateKept', 'staff'],
  ['authenticateClient', 'client'],
] as const;

/** The facts of one route, from its options; `method` is the one this entry documents. */
export function operationFacts(
  app: FastifyInstance,
  route: Pick<RouteOptions, 'onRequest' | 'schema' | 'config'>,
  method: string,
): OperationFacts {
  const hooks: unknown[] = [route.onRequest ?? []].flat();
  const guard =
    GUARDS.find(([name]) => app.hasDecorator(name) && hooks.includes(app[name]))?.[1] ?? null;
  const config = route.config ?? {};
  return {
    guard,
    params: route.schema?.params !== undefined,
    // Fastify reads a body of these methods whatever the route's schema: too large or not JSON.
    body: ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) || route.schema?.body !== undefined,
    idempotent: KEYED_METHODS.has(method) && config.idempotent !== false,
    list: config.list ? listWhitelist(config.list) : null,
    bulk: config.bulk === true,
    errors: config.errors ?? [],
  };
}

const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * Every error status an operation can answer, each a `components.responses` entry: the envelope
 * `{message, data}` with `data` as field errors, as the list parameter that failed, or (bulk)
 * as one entry per item.
 */
export function errorResponses(facts: OperationFacts): Record<string, { $ref: string }> {
  // Node's parser refuses headers over its limit before any route is found (frameworkErrors).
  // 405 belongs to the path: another method than those it lists (plugins/errors.ts); OpenAPI
  // has no operation for a method a path does not answer, so each of the path's operations
  // names it.
  const statuses = new Set<number>([400, 405, 429, 431, 503, ...facts.errors]);
  if (facts.guard) {
    statuses.add(401);
  }
  // A staff token is refused before the terms are accepted or a required factor is set up.
  if (facts.guard === 'staff' || facts.guard === 'admin') {
    statuses.add(403);
  }
  // A path parameter longer than the router reads (its maxParamLength) is refused as a 414.
  if (facts.params) {
    statuses.add(404).add(414);
  }
  if (facts.body) {
    statuses.add(413).add(415);
  }
  if (facts.idempotent) {
    statuses.add(409).add(422);
  }
  const responses: Record<string, { $ref: string }> = {};
  for (const status of [...statuses].sort((a, b) => a - b)) {
    const name =
      status === 400 && facts.list
        ? 'BadListQuery'
        : status === 400 && facts.bulk
          ? 'BadBulkRequest'
          : (ERROR_RESPONSE_NAMES[status] ?? '');
    responses[String(status)] = ref(name);
  }
  return responses;
}

const ERROR_RESPONSE_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'PayloadTooLarge',
  414: 'UriTooLong',
  415: 'UnsupportedMediaType',
  422: 'IdempotencyKeyReused',
  429: 'TooManyRequests',
  431: 'HeadersTooLarge',
  503: 'Unavailable',
};

const COMPONENTS = '#/components/schemas/';
const retryAfter = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };

function errorResponse(description: string, schema: string, headers?: object): object {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { 'application/json': { schema: { $ref: `${COMPONENTS}${schema}` } } },
  };
}

/** The shared responses, headers and parameters the operations' entries point to. */
export const ERROR_COMPONENTS = {
  responses: {
    BadRequest: errorResponse('The request is not valid; data names each field', 'ApiError'),
    BadListQuery: errorResponse(
      'The list query is not valid; data names the parameter that failed',
      'ListQueryError',
    ),
    BadBulkRequest: errorResponse(
      'The payload or some of its items are not valid; data is one entry per item ({} when created)',
      'BulkApiError',
    ),
    Unauthorized: errorResponse('No valid token', 'ApiError'),
    Forbidden: errorResponse(
      'Not allowed to this caller (its role, its terms or its second factor)',
      'ApiError',
    ),
    NotFound: errorResponse('No such record, or not one this caller may see', 'ApiError'),
    MethodNotAllowed: errorResponse(
      'This path does not answer the method called; Allow lists the methods it answers',
      'ApiError',
      { Allow: { $ref: '#/components/headers/Allow' } },
    ),
    Conflict: errorResponse(
      'The record is not in a state that allows this, or the same Idempotency-Key is in flight',
      'ApiError',
    ),
    Gone: errorResponse('The invitation was used, declined or has expired', 'ApiError'),
    PayloadTooLarge: errorResponse('The body is larger than the API accepts', 'ApiError'),
    UriTooLong: errorResponse('A path parameter is longer than any key', 'ApiError'),
    UnsupportedMediaType: errorResponse('The body is not JSON', 'ApiError'),
    IdempotencyKeyReused: errorResponse(
      'The Idempotency-Key was already used with another body',
      'ApiError',
    ),
    TooManyRequests: errorResponse(
      'Too many requests; wait the seconds of Retry-After',
      'ApiError',
      retryAfter,
    ),
    HeadersTooLarge: errorResponse('The headers are larger than the server reads', 'ApiError'),
    Unavailable: errorResponse(
      'The API cannot answer for now (its database or shared store is out, or it is closing)',
      'ApiError',
      retryAfter,
    ),
  },
  headers: {
    Allow: {
      description: 'The methods this path answers, comma-separated',
      schema: { type: 'string', examples: ['GET, HEAD, PATCH'] },
    },
    RetryAfter: {
      description: 'Seconds to wait before trying again',
      schema: { type: 'integer', minimum: 1 },
    },
  },
  parameters: {
    AcceptLanguage: {
      name: 'Accept-Language',
      in: 'header',
      required: false,
      description: 'The language of every message of the answer: en or zu; English otherwise',
      schema: { type: 'string', examples: ['zu', 'en'] },
    },
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A replay with the same key and body answers the first answer again (header ' +
        '`Idempotent-Replayed: true`) instead of acting twice, even when the process that ' +
        'first answered died after its write; the same key with another body is a 422',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    },
  },
} as const;
