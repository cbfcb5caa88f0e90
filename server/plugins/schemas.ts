import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AnySchemaObject } from 'ajv/dist/2020';
import { flattenSchema } from '../../core/schemaRefs';
import { bodyAjv, schemas, textAjv } from '../schemas/registry';

/**
 * Registers every schema file once (for `$ref`, serialization and the OpenAPI document) and
 * validates with Ajv 2020-12, compiled once per route at start-up.
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
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema);
  });
}

export default fp(schemasPlugin, { name: 'schemas' });
