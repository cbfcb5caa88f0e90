import { sessionCurrent, type AccessClaims, type Principal } from '../plugins/principal';
import { RecentlyUsed } from './recentlyUsed';

/** Enough for every caller of a busy hour; the least recent goes first. */
const MAX_KEPT = 1_000;

/** A caller as their last full authentication made them, and the digest of the row it read. */
export interface KeptCaller {
  principal: Principal;
  /** `callerSnapshot` of the row the principal was made from. */
  snapshot: string;
}

/**
 * Callers as their last full authentication made them, by user. A list page may start from one
 * instead of reading the caller's row first: its own statement reads the row's digest beside the
 * page, and the page is answered only when the digest is the one kept (lib/listRoute.ts). A
 * caller whose row changed in any way (a session version, a role, deactivation, a factor, a
 * sign-in) is authenticated in full again, so nothing kept outlives a change, in any process.
 */
export class KeptCallers {
  readonly #kept = new RecentlyUsed<KeptCaller>(MAX_KEPT);

  /** The caller kept for these claims' user and session, as these claims present them. */
  get(claims: AccessClaims): KeptCaller | undefined {
    const kept = this.#kept.get(claims.sub);
    if (kept === undefined || !sessionCurrent(claims, kept.principal.user)) {
      return undefined;
    }
    return {
      principal: { ...kept.principal, remember: claims.remember === true },
      snapshot: kept.snapshot,
    };
  }

  keep(uuid: string, caller: KeptCaller): void {
    this.#kept.set(uuid, caller);
  }

  drop(uuid: string): void {
    this.#kept.delete(uuid);
  }
}
