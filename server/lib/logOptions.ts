import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Field names that hold a credential, a token or a one-time code anywhere in the API. */
const SECRET_KEYS = [
  'password',
  'new_password',
  'old_password',
  'current_password',
  'token',
  'access',
  'refresh',
  'access_code',
  'invite_code',
  'recovery_codes',
  'secret',
  'authorization',
  'cookie',
];

/**
 * What must never reach a log line: credentials, tokens, codes and bodies (a body is what a
 * caller sent: passwords, health answers). The request serializer writes the method and the
 * path alone; the paths below also blank such a field wherever a log call passes one, at the
 * top of the line or one level down (`err.token`, `user.password`).
 */
export const REDACTED_PATHS = [
  'req.headers',
  'req.body',
  'req.query',
  'res.headers',
  'body',
  'headers',
  // A top-level `code` is a one-time code; one level down it is an error's (`err.code`), kept.
  'code',
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
];

/** Request logs carry method, path and status only: no bodies, tokens or query strings. */
const serializers = {
  req: (req: { method: string; url: string }) => ({
    method: req.method,
    path: req.url.split('?')[0],
  }),
};

/** Fastify's pino options: one JSON line per event, with the request id on each (`reqId`). */
export function logOptions(
  config: Config,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: config.logLevel,
    serializers,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
