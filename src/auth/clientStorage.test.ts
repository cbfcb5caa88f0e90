import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../test/memoryStorage';
import { clearClientStorage } from './clientStorage';

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
