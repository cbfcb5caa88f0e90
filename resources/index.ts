import type { ResourceDefinition } from '../src/core/resourceDefinition';
import { accessCodes } from './accessCodes';
import { auditLog } from './auditLog';
import { caseManagerCharges } from './caseManagerCharges';
import { caseManagers } from './caseManagers';
import { chargeRequests } from './chargeRequests';
import { charges } from './charges';
import { companies } from './companies';
import { companyMates } from './companyMates';
import { courses } from './courses';
import { issueAssignees, issues } from './issues';
import { emails } from './emails';
import { users } from './users';

/** Every declared resource: the data provider and the engine read this list. */
export const resourceDefinitions: ResourceDefinition[] = [
  users,
  emails,
  caseManagers,
  caseManagerCharges,
  companies,
  accessCodes,
  charges,
  chargeRequests,
  companyMates,
  courses,
  issues,
  issueAssignees,
  auditLog,
];
