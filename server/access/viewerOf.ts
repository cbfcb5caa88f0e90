import type { Principal } from '../plugins/auth';
import type { Viewer } from '../repositories/viewer';

/** The caller as a reader of charges: administrator or not, and their case-manager id (or 0). */
export function viewerOf(principal: Principal): Viewer {
  return { isAdmin: principal.isAdmin, caseManagerId: principal.caseManagerId ?? 0 };
}
