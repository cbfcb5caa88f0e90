import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { bodyAjv, schemas, textAjv } from '../schemas/registry';

/**
 * Registers every schema file once (for `$ref`, serialization and the OpenAPI document) and
 * validates with Ajv 2020-12, compiled once per route at start-up.
 */
function schemasPlugin(app: FastifyInstance): void {
  for (const schema of schemas) {
    app.addSchema(schema);
  }
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv;
    return ajv.compile(schema);
  });
}

export default fp(schemasPlugin, { name: 'schemas' });
