import {
  accountKey,
  FAILURE_MEMORY_MS,
  lockMs,
  type BackoffSettings,
  type LoginBackoff,
} from './types';

interface Entry {
  failures: number;
  lastFailure: number;
  lockedUntil: number;
}

/** Accounts remembered at most; the oldest is forgotten first, so a spray cannot fill memory. */
const MAX_ENTRIES = 50_000;

/** The backoff of a lone process, in its memory (lost on restart, which only shortens a lock). */
export function memoryBackoff(settings: BackoffSettings, now = Date.now): LoginBackoff {
  const entries = new Map<string, Entry>();
  const current = (account: string): Entry | undefined => {
    const entry = entries.get(accountKey(account));
    if (entry && now() - entry.lastFailure > FAILURE_MEMORY_MS && entry.lockedUntil <= now()) {
      entries.delete(accountKey(account));
      return undefined;
    }
    return entry;
  };
  return {
    waitSeconds: (account) => {
      const entry = current(account);
      return Promise.resolve(
        entry ? Math.max(0, Math.ceil((entry.lockedUntil - now()) / 1000)) : 0,
      );
    },
    failed: (account) => {
      const entry = current(account) ?? { failures: 0, lastFailure: 0, lockedUntil: 0 };
      entry.failures += 1;
      entry.lastFailure = now();
      const lock = lockMs(entry.failures, settings);
      if (lock > 0) {
        entry.lockedUntil = now() + lock;
      }
      // Re-inserted, so the map's order is the order of last failure.
      entries.delete(accountKey(account));
      entries.set(accountKey(account), entry);
      if (entries.size > MAX_ENTRIES) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) {
          entries.delete(oldest);
        }
      }
      return Promise.resolve();
    },
    succeeded: (account) => {
      entries.delete(accountKey(account));
      return Promise.resolve();
    },
  };
}
