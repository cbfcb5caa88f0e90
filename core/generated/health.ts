/* Generated from schemas/health.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The answer of GET /api/health: ok when the database answers (200), unavailable otherwise (503).
 */
export interface Health {
  status: 'ok' | 'unavailable';
}
