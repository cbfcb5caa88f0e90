import type { FastifyInstance } from 'fastify';
import { registerListRoute } from '../../lib/listRoute';
import { companyMateListSource, companyMateRows } from '../../repositories/companyMates';

export default function listCompanyMatesRoute(app: FastifyInstance): void {
  registerListRoute(app, {
    source: companyMateListSource,
    response: 'company-mate-list.json',
    summary: 'Case managers sharing a company with the caller',
    tags: ['case managers'],
    rows: (principal) => companyMateRows(app.db, principal.caseManagerId ?? 0),
    present: (row) => row,
  });
}
