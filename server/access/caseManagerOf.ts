import type { Principal } from '../plugins/auth';
import type { Viewer } from '../repositories/viewer';

/** The caller's case-manager id (null for a pure administrator), loaded with the caller. */
export function caseManagerIdOf(principal: Principal): number | null {
  return principal.caseManagerId;
}

/** The caller as a reader of charges: administrator or not, and their case-manager id (or 0). */
export function viewerOf(principal: Principal): Viewer {
  return { isAdmin: principal.isAdmin, caseManagerId: principal.caseManagerId ?? 0 };
}
