import { usePermissions } from 'react-admin';

import {
  audienceAllows,
  writeAudience,
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
  const { permissions } = usePermissions<Permissions>();
  return (
    definition[write] !== undefined &&
    audienceAllows(writeAudience(definition, write), permissions?.isAdmin ?? false)
  );
}
