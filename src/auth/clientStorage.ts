import { SETTINGS_KEY } from '../settings/settingsStorage';

/** Keys that are the browser's, not the user's: the settings survive a logout (spec section 2). */
const KEPT_KEYS = new Set([SETTINGS_KEY]);

/**
 * Leaves nothing of the signed-out user in the browser's storage: every sessionStorage item and
 * every localStorage item except the language/theme/page-size settings. react-admin's own store
 * (list parameters, sidebar state) lives under `RaStore.` keys and goes with the rest.
 */
export function clearClientStorage(
  local: Storage | undefined = globalThis.localStorage,
  session: Storage | undefined = globalThis.sessionStorage,
): void {
  session?.clear();
  if (!local) {
    return;
  }
  const keys = Array.from({ length: local.length }, (_, index) => local.key(index));
  for (const key of keys) {
    if (key !== null && !KEPT_KEYS.has(key)) {
      local.removeItem(key);
    }
  }
}
