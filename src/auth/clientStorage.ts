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

/** The part of `IDBFactory` the cleanup uses (`databases()` is missing in older browsers). */
export type DatabaseFactory = Pick<IDBFactory, 'deleteDatabase'> &
  Partial<Pick<IDBFactory, 'databases'>>;

/** Resolves when the deletion is done, failed, or waits on a tab that still holds it open. */
function deleted(factory: DatabaseFactory, name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = factory.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Deleted once the other tab lets go; logout need not wait for it.
    request.onblocked = () => resolve();
  });
}

/** Deletes every IndexedDB database of the portal's origin, where the browser can list them. */
export async function clearIndexedDatabases(
  factory: DatabaseFactory | undefined = globalThis.indexedDB,
): Promise<void> {
  if (!factory?.databases) {
    return;
  }
  const databases = await factory.databases().catch(() => []);
  await Promise.all(databases.flatMap(({ name }) => (name ? [deleted(factory, name)] : [])));
}

/** Everything of the signed-out user the browser keeps: both storages and IndexedDB. */
export async function clearClientState(): Promise<void> {
  clearClientStorage();
  await clearIndexedDatabases();
}
