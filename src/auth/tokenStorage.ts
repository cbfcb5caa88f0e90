/**
 * Where the access and refresh tokens live (spec sections 4 and 9: keys `access` and `refresh`).
 * "Remember me" keeps them in localStorage across browser restarts; otherwise they live in
 * sessionStorage and end with the tab.
 */

import type { Tokens } from '../../core/generated/tokens';

export type TokenPair = Tokens;

export interface TokenStorage {
  /** The stored pair, from whichever storage holds it, or null. */
  read(): TokenPair | null;
  getAccess(): string | null;
  getRefresh(): string | null;
  /** After a login: clears any old pair first, then stores where `remember` says. */
  store(pair: TokenPair, remember: boolean): void;
  /** After a refresh (rotation): the new pair goes where the old one was. */
  replace(pair: TokenPair): void;
  clear(): void;
}

export const ACCESS_KEY = 'access';
export const REFRESH_KEY = 'refresh';

/** Storages are resolved lazily so the module can be imported where `window` is absent. */
export function createTokenStorage(
  getLocal: () => Storage = () => globalThis.localStorage,
  getSession: () => Storage = () => globalThis.sessionStorage,
): TokenStorage {
  const holder = (): Storage | null => {
    for (const storage of [getLocal(), getSession()]) {
      if (storage.getItem(REFRESH_KEY) !== null || storage.getItem(ACCESS_KEY) !== null) {
        return storage;
      }
    }
    return null;
  };

  const write = (storage: Storage, pair: TokenPair): void => {
    storage.setItem(ACCESS_KEY, pair.access);
    storage.setItem(REFRESH_KEY, pair.refresh);
  };

  const clear = (): void => {
    for (const storage of [getLocal(), getSession()]) {
      storage.removeItem(ACCESS_KEY);
      storage.removeItem(REFRESH_KEY);
    }
  };

  const read = (): TokenPair | null => {
    const storage = holder();
    const access = storage?.getItem(ACCESS_KEY) ?? null;
    const refresh = storage?.getItem(REFRESH_KEY) ?? null;
    return access !== null && refresh !== null ? { access, refresh } : null;
  };

  return {
    read,
    getAccess: () => holder()?.getItem(ACCESS_KEY) ?? null,
    getRefresh: () => holder()?.getItem(REFRESH_KEY) ?? null,
    store(pair, remember) {
      clear();
      write(remember ? getLocal() : getSession(), pair);
    },
    replace(pair) {
      const storage = holder() ?? getSession();
      clear();
      write(storage, pair);
    },
    clear,
  };
}
