import { bodyAjv } from '../../schemas/registry';

/**
 * A request body the demo sends to a service, checked against the schema file the route
 * validates that body with: the services trust their routes to have done it, so the demo checks
 * here and can never hold what the API would refuse (a PHQ-8 answer of 4, a check-in of 0).
 */
export function checked<T>(schemaId: string, body: T): T {
  const validate = bodyAjv.getSchema(schemaId);
  if (!validate) {
    throw new Error(`The demo seed names an unknown schema: ${schemaId}`);
  }
  if (!validate(body)) {
    throw new Error(`A demo ${schemaId} body is invalid: ${bodyAjv.errorsText(validate.errors)}`);
  }
  return body;
}
