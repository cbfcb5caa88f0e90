import type { ResourceDefinition } from '../src/core/resourceDefinition';
import { mails } from './mails';
import { users } from './users';

/** Every declared resource: the data provider and the engine read this list. */
export const resourceDefinitions: ResourceDefinition[] = [users, mails];
