import type { Executor } from '../db/executor';
import type { Principal } from '../plugins/auth';
import { findCaseManagerId } from '../repositories/caseManagers';
import type { Viewer } from '../repositories/viewer';

const cache = new WeakMap<Principal, number | null>();

/** The caller's case-manager id (null for a pure administrator), looked up once per request. */
export async function caseManagerIdOf(db: Executor, principal: Principal): Promise<number | null> {
  if (cache.has(principal)) {
    return cache.get(principal) ?? null;
  }
  const id = await findCaseManagerId(db, principal.user.id);
  cache.set(principal, id);
  return id;
}

/** The caller as a reader of charges: administrator or not, and their case-manager id (or 0). */
export async function viewerOf(db: Executor, principal: Principal): Promise<Viewer> {
  return { isAdmin: principal.isAdmin, caseManagerId: (await caseManagerIdOf(db, principal)) ?? 0 };
}
