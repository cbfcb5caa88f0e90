import { digest } from '../secrets';

/** Per-account sign-in backoff: a lock window that opens after failures in a row and grows. */
export interface LoginBackoff {
  /** Seconds until the account may try to sign in again; 0 when it may now. */
  waitSeconds(account: string): Promise<number>;
  /** A failed sign-in for the account: counts it and, from the threshold on, locks it. */
  failed(account: string): Promise<void>;
  /** A successful sign-in: the account's failures are forgotten. */
  succeeded(account: string): Promise<void>;
}

export interface BackoffSettings {
  after: number;
  seconds: number;
  maxSeconds: number;
}

/** The key of an account named in a sign-in (never the address itself, so Redis holds none). */
export function accountKey(account: string): string {
  return digest(account.trim().toLowerCase());
}

/** Failures older than this are forgotten, whatever the lock windows. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

/** The lock window after the `failures`th failure in a row (0 below the threshold). */
export function lockMs(failures: number, settings: BackoffSettings): number {
  if (failures < settings.after) {
    return 0;
  }
  const doubled = settings.seconds * 2 ** Math.min(failures - settings.after, 30);
  return Math.min(doubled, settings.maxSeconds) * 1000;
}
