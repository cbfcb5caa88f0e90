import { usePermissions } from 'react-admin';

import {
  audienceAllows,
  writeAudience,
  type ActionDefinition,
  type ResourceDefinition,
} from '../../core/resourceDefinition';
import type { Permissions } from '../auth/authProvider';

/**
 * Whether the signed-in user may take one of a definition's writes: its own audience where it
 * narrows the resource's (administrators manage a catalogue everyone reads). The server enforces
 * the same audience; this only hides what it would refuse.
 */
export function useWriteAllowed(
  definition: ResourceDefinition,
  write: 'create' | 'edit' | 'delete',
): boolean {
  return useWritesAllowed(definition)(write);
}

/** The same question for any of a definition's writes, its declared actions among them. */
export function useWritesAllowed(definition: ResourceDefinition) {
  const { permissions } = usePermissions<Permissions>();
  const isAdmin = permissions?.isAdmin ?? false;
  return (write: 'create' | 'edit' | 'delete' | ActionDefinition): boolean =>
    (typeof write !== 'string' || definition[write] !== undefined) &&
    audienceAllows(writeAudience(definition, write), isAdmin);
}
