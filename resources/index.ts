/* Generated from resources/ by `npm run gen`. Do not edit: add or remove a file there and run npm run gen. */
import type { ResourceDefinition } from '../core/resourceDefinition';
import { accessCodes } from './accessCodes';
import { auditLog } from './auditLog';
import { caseManagerCharges } from './caseManagerCharges';
import { caseManagers } from './caseManagers';
import { caseNotes } from './caseNotes';
import { chargeRequests } from './chargeRequests';
import { charges } from './charges';
import { companies } from './companies';
import { companyMates } from './companyMates';
import { courses } from './courses';
import { emails } from './emails';
import { episodes } from './episodes';
import { issues, issueAssignees } from './issues';
import { notifications } from './notifications';
import { users } from './users';

/** Every declared resource (each `export const <name>: ResourceDefinition` in `resources/`). */
export const resourceDefinitions: ResourceDefinition[] = [
  accessCodes,
  auditLog,
  caseManagerCharges,
  caseManagers,
  caseNotes,
  chargeRequests,
  charges,
  companies,
  companyMates,
  courses,
  emails,
  episodes,
  issues,
  issueAssignees,
  notifications,
  users,
];
