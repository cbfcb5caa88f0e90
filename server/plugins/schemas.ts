import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { AnySchemaObject, ValidateFunction } from 'ajv/dist/2020';
import { flattenSchema } from '../../core/schemaRefs';
import { serializableSchemas, type SerializableSchemas } from '../lib/serializableSchema';
import { bodyAjv, schemas, textAjv } from '../schemas/registry';

type Serializer = (data: unknown) => string;

/**
 * Compiled checks and serializers by what they compile, for the life of the process. Compiling
 * every route's answers is most of an app's start (about 2 s of CPU for fast-json-stringify
 * alone), and a process that builds several apps from the same schemas (the API suite's worker,
 * one app per test file) compiles each once.
 */
const validators = new Map<string, ValidateFunction>();
const serializers = new Map<string, Serializer>();
const buildSerializer = SerializerSelector();

function once<T>(cache: Map<string, T>, key: string, compile: () => T): T {
  let compiled = cache.get(key);
  if (compiled === undefined) {
    compiled = compile();
    cache.set(key, compiled);
  }
  return compiled;
}

/**
 * Registers every schema file once (for `$ref`, serialization and the OpenAPI document) and
 * validates with Ajv 2020-12, compiled once per route schema at start-up.
 */
function schemasPlugin(app: FastifyInstance, options: { extra?: AnySchemaObject[] }): void {
  const given = options.extra ?? [];
  const extra = given.map((schema) => flattenSchema(schema, [...schemas, ...given]));
  for (const schema of [...schemas, ...extra]) {
    app.addSchema(schema);
  }
  // The Ajv instances live as long as the process, and a test may build several apps.
  for (const schema of extra) {
    for (const ajv of [bodyAjv, textAjv]) {
      if (typeof schema.$id === 'string' && !ajv.getSchema(schema.$id)) {
        ajv.addSchema(schema);
      }
    }
  }
  // A schema's `$ref`s resolve among the registered files and this app's extra ones.
  const context = JSON.stringify(extra);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return once(validators, `${context}\n${httpPart}\n${JSON.stringify(schema)}`, () =>
      ajv.compile(schema),
    );
  });
  let serializable: SerializableSchemas | undefined;
  let serializerOf: ReturnType<typeof buildSerializer> | undefined;
  app.setSerializerCompiler((route) =>
    once(serializers, `${context}\n${JSON.stringify(route.schema)}`, () => {
      serializable ??= serializableSchemas(app.getSchemas());
      serializerOf ??= buildSerializer(serializable.files, {});
      return serializerOf({
        ...route,
        schema: serializable.of(route.schema),
        httpStatus: String(route.httpStatus),
      }) as Serializer;
    }),
  );
}

export default fp(schemasPlugin, { name: 'schemas' });
