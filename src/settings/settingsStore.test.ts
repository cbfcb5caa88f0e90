import { memoryStore } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';

import { memoryStorage } from '../shared/memoryStorage';
import { readSettings } from './settingsStorage';
import { createSettingsStore } from './settingsStore';

function setup() {
  const storage = memoryStorage();
  const store = createSettingsStore(memoryStore(), () => storage);
  return { storage, store };
}

describe('createSettingsStore', () => {
  it('reads locale and theme from the settings', () => {
    const { store } = setup();
    expect(store.getItem('locale', 'xx')).toBe('en');
    expect(store.getItem('theme', 'light')).toBe('light');
  });

  it('writes locale and theme into the settings and tells subscribers', () => {
    const { store, storage } = setup();
    const onLocale = vi.fn();
    store.subscribe('locale', onLocale);
    store.setItem('locale', 'zu');
    store.setItem('theme', 'dark');
    expect(readSettings(storage)).toMatchObject({ language: 'zu', theme: 'dark' });
    expect(onLocale).toHaveBeenCalledWith('zu');
  });

  it('stores the system theme as no value', () => {
    const { store, storage } = setup();
    store.setItem('theme', 'dark');
    store.removeItem('theme');
    expect(readSettings(storage).theme).toBe('system');
    expect(store.getItem('theme', 'light')).toBe('light');
  });

  it('ignores an unknown language', () => {
    const { store } = setup();
    store.setItem('locale', 'fr');
    expect(store.getItem('locale')).toBe('en');
  });

  it('keeps the settings when react-admin resets its store on logout', () => {
    const { store } = setup();
    store.setItem('locale', 'zu');
    store.setItem('users.listParams', { page: 2 });
    store.reset();
    expect(store.getItem('locale')).toBe('zu');
    expect(store.getItem('users.listParams')).toBeUndefined();
  });
});
