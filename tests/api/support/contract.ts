import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Holds the API to its own OpenAPI document: every answer a suite receives through `inject` must
 * have a status the document lists for its operation, and a body that status's schema accepts.
 * An undocumented status or a drifting body fails the test that received it.
 */

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  operationId?: string;
  responses: Record<string, ResponseObject>;
  /** The spec's path this operation also answers at (server/lib/specPath.ts). */
  'x-spec-path'?: string;
}

interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { responses?: Record<string, ResponseObject> };
}

interface Template {
  /** The documented path whose operations answer. */
  path: string;
  pattern: RegExp;
  /** Literal segments: `charges/courses/` is preferred to `charges/{uuid}/` for `charges/courses/`. */
  literals: number;
}

/** What the check reads of an answer: `inject`'s, or one read off a socket (`socketAnswer`). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}

/**
 * An HTTP/1.1 answer as a socket received it (status line, headers, a body of `Content-Length`
 * bytes), for the suites that talk to a listening server instead of `inject`.
 */
export function socketAnswer(received: Buffer): Answer {
  const end = received.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = received
    .subarray(0, end < 0 ? received.length : end)
    .toString('latin1')
    .split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  if (headers['transfer-encoding']) {
    throw new Error(
      `socketAnswer reads a Content-Length body, not ${headers['transfer-encoding']}`,
    );
  }
  return {
    statusCode: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]),
    headers,
    rawPayload: end < 0 ? Buffer.alloc(0) : received.subarray(end + 4),
  };
}

/** An answer that breaks the document, with what it broke. */
export class ContractError extends Error {}

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function templatesOf(document: Document): Template[] {
  // A spec path answers as the operation that names it: its URLs are held to that entry.
  const served = Object.entries(document.paths).flatMap(([path, item]) => [
    { path, at: path },
    ...Object.values(item).flatMap((operation) =>
      operation['x-spec-path'] ? [{ path, at: operation['x-spec-path'] }] : [],
    ),
  ]);
  return served
    .map(({ path, at }) => {
      const segments = at.split('/').filter(Boolean);
      const source = segments
        .map((segment) =>
          /^\{.+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      // The router answers a path with or without its trailing slash.
      return {
        path,
        pattern: new RegExp(`^/${source}/?$`),
        literals: segments.filter((segment) => !segment.startsWith('{')).length,
      };
    })
    .sort((a, b) => b.literals - a.literals);
}

function bodyText(response: Answer): string {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  if (encoding === 'br') {
    return brotliDecompressSync(raw).toString('utf8');
  }
  if (encoding === 'gzip') {
    return gunzipSync(raw).toString('utf8');
  }
  if (encoding === 'deflate') {
    return inflateSync(raw).toString('utf8');
  }
  return raw.toString('utf8');
}

/** The checker of one app's answers, against the document that app serves. */
export function contractOf(
  app: FastifyInstance,
): (method: string, url: string, response: Answer) => void {
  const document = app.swagger() as unknown as Document;
  const templates = templatesOf(document);
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats(ajv);
  ajv.addSchema(document, 'openapi.json');
  const validators = new Map<string, ValidateFunction>();
  const validatorOf = (ref: string) => {
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: `openapi.json#${ref}` });
      validators.set(ref, validate);
    }
    return validate;
  };

  /** The response object and the pointer of its JSON schema, a shared response resolved. */
  const resolve = (path: string, method: string, status: string) => {
    const response = document.paths[path]?.[method]?.responses[status];
    if (response?.$ref) {
      const name = response.$ref.split('/').at(-1) ?? '';
      return {
        response: document.components?.responses?.[name],
        at: `/${pointer('components', 'responses', name)}`,
      };
    }
    return { response, at: `/${pointer('paths', path, method, 'responses', status)}` };
  };

  const matches = (schemaAt: string, text: string, where: string) => {
    const validate = validatorOf(schemaAt);
    if (!validate(JSON.parse(text))) {
      throw new ContractError(
        `${where}: the body does not match its schema: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 500)}`,
      );
    }
  };

  const checkBody = (
    at: string,
    response: ResponseObject | undefined,
    answer: Answer,
    where: string,
  ) => {
    const type = String(answer.headers['content-type'] ?? '').split(';')[0] ?? '';
    const text = bodyText(answer);
    if (text === '' && !type) {
      return;
    }
    const media = response?.content?.[type];
    if (!media) {
      throw new ContractError(`${where}: answered ${type || 'a body'}, which is not documented`);
    }
    if (type === 'application/json' && media.schema !== undefined) {
      matches(`${at}/content/${pointer(type)}/schema`, text, where);
    }
  };

  return (method, url, answer) => {
    const path = (url.split('?')[0] ?? '').replace(/^https?:\/\/[^/]+/, '');
    const template = templates.find((candidate) => candidate.pattern.test(path));
    if (!template) {
      // Not an operation: the document itself, the docs page, a static file, an unknown path.
      return;
    }
    const operations = document.paths[template.path] ?? {};
    const verb = method.toLowerCase();
    // Fastify answers HEAD for every GET, with the GET's status and no body.
    const operation = operations[verb] ?? (verb === 'head' ? operations.get : undefined);
    const status = String(answer.statusCode);
    const where = `${method} ${path} (${operation?.operationId ?? template.path}) ${status}`;
    if (!operation) {
      if (status !== '405') {
        throw new ContractError(`${where}: a method the path does not list must answer 405`);
      }
      if (!Object.values(operations).every((listed) => listed.responses['405'])) {
        throw new ContractError(`${where}: the path's operations do not list the 405 it answers`);
      }
      matches('/components/schemas/ApiError', bodyText(answer), where);
      return;
    }
    if (!operation.responses[status]) {
      throw new ContractError(
        `${where}: the document lists only ${Object.keys(operation.responses).join(', ')}\n${bodyText(answer).slice(0, 500)}`,
      );
    }
    if (verb === 'head') {
      return;
    }
    const { response, at } = resolve(template.path, operations[verb] ? verb : 'get', status);
    checkBody(at, response, answer, where);
  };
}
