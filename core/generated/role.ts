/* Generated from schemas/role.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Role code: AD administrator, QM quasi case manager, MG case manager, CA company administrator.
 */
export type Role = 'AD' | 'QM' | 'MG' | 'CA';
