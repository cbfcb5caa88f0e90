import { beforeEach, describe, expect, it } from 'vitest';

import { memoryStorage } from '../shared/memoryStorage';
import { createTokenStorage, type TokenStorage } from './tokenStorage';

describe('tokenStorage', () => {
  let local: Storage;
  let session: Storage;
  let tokens: TokenStorage;

  beforeEach(() => {
    local = memoryStorage();
    session = memoryStorage();
    tokens = createTokenStorage(
      () => local,
      () => session,
    );
  });

  it('keeps a remembered login in localStorage under the keys access and refresh', () => {
    tokens.store({ access: 'a1', refresh: 'r1' }, true);
    expect(local.getItem('access')).toBe('a1');
    expect(local.getItem('refresh')).toBe('r1');
    expect(session.length).toBe(0);
  });

  it('keeps a login without remember me in sessionStorage', () => {
    tokens.store({ access: 'a1', refresh: 'r1' }, false);
    expect(session.getItem('access')).toBe('a1');
    expect(local.length).toBe(0);
  });

  it('clears the old pair before storing a new login elsewhere', () => {
    tokens.store({ access: 'old', refresh: 'old' }, true);
    tokens.store({ access: 'new', refresh: 'new' }, false);
    expect(local.length).toBe(0);
    expect(tokens.read()).toEqual({ access: 'new', refresh: 'new' });
  });

  it('reads from either storage', () => {
    expect(tokens.read()).toBeNull();
    session.setItem('access', 'a');
    session.setItem('refresh', 'r');
    expect(tokens.getAccess()).toBe('a');
    expect(tokens.getRefresh()).toBe('r');
  });

  it('puts a rotated pair where the old one was', () => {
    tokens.store({ access: 'a1', refresh: 'r1' }, true);
    tokens.replace({ access: 'a2', refresh: 'r2' });
    expect(local.getItem('refresh')).toBe('r2');
    expect(session.length).toBe(0);
  });

  it('clears both storages', () => {
    local.setItem('access', 'a');
    session.setItem('refresh', 'r');
    tokens.clear();
    expect(local.length + session.length).toBe(0);
    expect(tokens.getAccess()).toBeNull();
  });
});
