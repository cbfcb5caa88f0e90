import fc from 'fast-check';

/**
 * Hostile inputs for the property-based suite: strings a tester would paste, values of
 * the wrong type, nested junk, prototype-pollution keys and broken list-dialect strings, mixed
 * with values shaped like the route's own schema so that some reach the handler and the database.
 */

/** Strings chosen by hand: injection fragments, odd unicode, dialect breakers, numeric edge cases. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u202Eevil\u202C',
  '\u200B\u200C\u200D\uFEFF',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🏳️‍🌈💥',
  '\uD800',
  '\uDFFF\uD800',
  'Z̸̢̛͎̈́a̷͓̓l̶̗̈́g̷̱̓o̵̬͝',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '" OR ""="',
  '%',
  '_',
  '\\',
  '\\\\|\\',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  'field::',
  '::x|||',
  '::',
  '|||',
  'name::asc::desc',
  'name::sideways',
  'created_at::2026-13-45',
  'is_active::maybe',
  'status::' + 'x'.repeat(2000),
  '__proto__::1',
  'constructor::prototype',
  '-1',
  '0',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '2147483648',
  '9007199254740993',
  '0x10',
  '1.5',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '2026-02-30',
  '0000-00-00T00:00:00Z',
  'a'.repeat(10_000),
  '𝕏'.repeat(300),
  'user@example.org\r\nBcc: victim@example.org',
  'A'.repeat(64),
];

/** Keys that try to reach the prototype or an attribute the route does not take. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'is_superuser',
  'isAdmin',
  'is_staff',
  'owner',
  'user_id',
  'consent_status',
  'password_hash',
  'id',
  '',
  '$where',
  'a.b',
  'a[b]',
];

/** Field names the list dialect might be asked to sort, filter or search on. */
const LIST_FIELDS = ['name', 'email', 'status', 'created_at', 'first_name', 'is_active', 'role'];

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 5 }).map((s) => s.repeat(20_000)) },
);

/** `field::value|field::value` with hostile parts: what the list routes parse by hand. */
export const dialectString: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...LIST_FIELDS), hostileString),
      fc.constantFrom('::', ':', '', '::::'),
      fc.oneof(fc.constantFrom('asc', 'desc', 'true', '2026-01-01'), hostileString),
    ),
    { minLength: 1, maxLength: 4 },
  )
  .chain((pairs) =>
    fc
      .constantFrom('|', '||', '\\|', '|||')
      .map((separator) => pairs.map(([f, s, v]) => `${f}${s}${v}`).join(separator)),
  );

const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value at all, with hostile keys, nesting and types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), hostileString), tie('value')), {
        maxLength: 4,
      })
      // Object.fromEntries defines own properties, so `__proto__` is sent as a key, not a prototype.
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

/** A JSON schema as the OpenAPI document gives it (only what the generators read). */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

export type SchemaResolver = (ref: string) => JsonSchema;

function firstType(schema: JsonSchema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.find((t) => t !== 'null') ?? types[0];
}

function plausibleString(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.constantFrom('fuzz.hostile@example.org', 'Fuzz+1@EXAMPLE.org', 'ü@example.org');
    case 'uuid':
      return fc.uuid();
    case 'date':
      return fc.constantFrom('2026-01-01', '1900-02-28', '9999-12-31');
    case 'date-time':
      return fc.constantFrom('2026-01-01T00:00:00Z', '1970-01-01T00:00:00.000+02:00');
    case undefined:
    default:
      return hostileString;
  }
}

/**
 * Values shaped like the schema (right keys, right types, hostile content) three times in four,
 * anything at all otherwise, at every level.
 */
export function shapedLike(
  schema: JsonSchema,
  resolve: SchemaResolver,
  depth = 0,
): fc.Arbitrary<unknown> {
  const target = schema.$ref ? resolve(schema.$ref) : schema;
  const alternatives = target.anyOf ?? target.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (alternatives) {
    shaped = fc.oneof(...alternatives.map((s) => shapedLike(s, resolve, depth + 1)));
  } else if (target.enum) {
    shaped = fc.constantFrom(...target.enum);
  } else {
    shaped = shapedByType(target, resolve, depth);
  }
  if (depth > 4) {
    return shaped;
  }
  return fc.oneof({ weight: 3, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

function shapedByType(
  schema: JsonSchema,
  resolve: SchemaResolver,
  depth: number,
): fc.Arbitrary<unknown> {
  switch (firstType(schema)) {
    case 'string':
      return plausibleString(schema);
    case 'integer':
      return fc.oneof(
        fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 }),
        hostileNumber,
      );
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shapedLike(schema.items ?? {}, resolve, depth + 1), { maxLength: 4 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const known = fc.record(
        Object.fromEntries(properties.map(([k, s]) => [k, shapedLike(s, resolve, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((k) => schema.properties?.[k]) },
      );
      const extra = fc.array(fc.tuple(fc.constantFrom(...HOSTILE_KEYS), hostileValue), {
        maxLength: 2,
      });
      return fc
        .tuple(known, fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, extra))
        .map(([body, entries]) => ({ ...body, ...Object.fromEntries(entries) }));
    }
    case undefined:
    default:
      return hostileValue;
  }
}

/** A request body as sent on the wire: JSON shaped like the schema, or broken bytes. */
export function hostileBody(
  schema: JsonSchema | undefined,
  resolve: SchemaResolver,
): fc.Arbitrary<{ payload: string; contentType: string }> {
  const json = (schema ? shapedLike(schema, resolve) : hostileValue).map((value) => ({
    payload: JSON.stringify(value) ?? 'null',
    contentType: 'application/json',
  }));
  const broken = fc
    .constantFrom(
      '',
      '{',
      '{"a":',
      '[1,2',
      '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"role":"AD"}}}',
      '{"a":1,"a":2}',
      '\u0000',
      'null',
      '"just a string"',
      '1e99999',
      '[' + '['.repeat(5000) + ']'.repeat(5000) + ']',
      '{"x":"' + 'y'.repeat(200_000) + '"}',
    )
    .map((payload) => ({ payload, contentType: 'application/json' }));
  const wrongType = fc
    .tuple(hostileString, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded'))
    .map(([payload, contentType]) => ({ payload, contentType }));
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 2, arbitrary: broken },
    { weight: 1, arbitrary: wrongType },
  );
}

/** A query string over the route's own parameters and hostile ones, repeated keys included. */
export function hostileQuery(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names, 'page', 'page_size', 'sort', 'filter') },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );
  const value = fc.oneof(
    dialectString,
    hostileString,
    fc.constantFrom(
      '99999999999',
      '1e20',
      '99999999999999999999',
      '-5',
      '0',
      '-0',
      '1e3',
      '1.5',
      '',
    ),
  );
  return fc
    .array(fc.tuple(key, value), { minLength: 1, maxLength: 5 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** A UTF-16 half without its other half: it cannot be percent-encoded, so no client can send it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Values for an id in the path: wrong types, out of range, traversal, injection, unicode. */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '99999999999999999999',
    '2147483648',
    '1.5',
    '1e3',
    'NaN',
    'null',
    '00000000-0000-0000-0000-000000000000',
    '00000000-0000-0000-0000-00000000000g',
    "1' OR '1'='1",
    '..%2F..%2Fadmin',
    '%00',
    '%E2%80%AE',
    '%F0%9F%92%A5',
    'a'.repeat(3000),
  ),
  hostileString
    .map((s) => encodeURIComponent(s.slice(0, 500).replace(LONE_SURROGATE, '\uFFFD')))
    // `.` and `..` are path syntax, not values: a client removes them from the path before it is
    // sent (RFC 3986 5.2.4), so the call would reach another route (POST mail/./resend/ is a
    // POST to mail/resend/, a GET-only path).
    .filter((segment) => segment !== '.' && segment !== '..'),
);
