import type { ResourceDefinition } from '../src/core/resourceDefinition';
import { chargeRequests } from './chargeRequests';
import { charges } from './charges';
import { companyMates } from './companyMates';
import { courses } from './courses';
import { mails } from './mails';
import { users } from './users';

/** Every declared resource: the data provider and the engine read this list. */
export const resourceDefinitions: ResourceDefinition[] = [
  users,
  mails,
  charges,
  chargeRequests,
  companyMates,
  courses,
];
