/* Generated from schemas/charge-request-created.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';
import type { ChargeRequest } from './charge-request';

/**
 * The answer of POST case-managers/charge-requests/.
 */
export interface ChargeRequestCreated {
  code: AccessCodeValue;
  charge_request: ChargeRequest;
}
