import type { Executor } from '../db/executor';
import type { Principal } from '../plugins/auth';

const cache = new WeakMap<Principal, number | null>();

/** The caller's case-manager id (null for a pure administrator), looked up once per request. */
export async function caseManagerIdOf(db: Executor, principal: Principal): Promise<number | null> {
  if (cache.has(principal)) {
    return cache.get(principal) ?? null;
  }
  const row = await db
    .selectFrom('case_managers')
    .select('id')
    .where('user_id', '=', principal.user.id)
    .executeTakeFirst();
  const id = row?.id ?? null;
  cache.set(principal, id);
  return id;
}
