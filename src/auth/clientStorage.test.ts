import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../shared/memoryStorage';
import { clearClientStorage, clearIndexedDatabases, type DatabaseFactory } from './clientStorage';

describe('clearClientStorage', () => {
  it('keeps only the settings', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    local.setItem('settings', '{"language":"zu"}');
    local.setItem('access', 'A');
    local.setItem('refresh', 'R');
    local.setItem('RaStore.users.listParams', '{}');
    session.setItem('access', 'A');
    session.setItem('anything', 'x');
    clearClientStorage(local, session);
    expect(local.length).toBe(1);
    expect(local.getItem('settings')).toBe('{"language":"zu"}');
    expect(session.length).toBe(0);
  });

  it('does nothing where there is no storage', () => {
    expect(() => clearClientStorage(undefined, undefined)).not.toThrow();
  });
});

/** An IndexedDB factory that lists the given databases and records what is deleted. */
function fakeFactory(
  names: string[],
  listable = true,
): {
  factory: DatabaseFactory;
  removed: string[];
} {
  const removed: string[] = [];
  const factory = {
    deleteDatabase(name: string) {
      const request = {} as IDBOpenDBRequest;
      removed.push(name);
      queueMicrotask(() => {
        request.onsuccess?.call(request, new Event('success'));
      });
      return request;
    },
    ...(listable
      ? { databases: () => Promise.resolve(names.map((name) => ({ name, version: 1 }))) }
      : {}),
  };
  return { factory, removed };
}

describe('clearIndexedDatabases', () => {
  it('deletes every database of the origin', async () => {
    const { factory, removed } = fakeFactory(['react-query-cache', 'drafts']);
    await clearIndexedDatabases(factory);
    expect(removed.sort()).toEqual(['drafts', 'react-query-cache']);
  });

  it('does nothing where the browser cannot list them or has no IndexedDB', async () => {
    const { factory, removed } = fakeFactory(['drafts'], false);
    await clearIndexedDatabases(factory);
    expect(removed).toEqual([]);
    await expect(clearIndexedDatabases(undefined)).resolves.toBeUndefined();
  });
});
