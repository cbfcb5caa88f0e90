import { localStorageStore, type Store } from 'ra-core';

import {
  LANGUAGES,
  readSettings,
  SETTINGS_KEY,
  writeSettings,
  type Language,
  type Settings,
} from './settingsStorage';

type Listener = (value: unknown) => void;
type BridgedKey = 'locale' | 'theme';

const isBridged = (key: string): key is BridgedKey => key === 'locale' || key === 'theme';

/**
 * react-admin's Store, except that its `locale` and `theme` keys live in the portal settings.
 *
 * Why: react-admin's language and theme hooks (useLocaleState, useTheme, ToggleThemeButton) read
 * and write these store keys, and react-admin resets its whole store on logout. The settings are
 * the user's preference and the source of truth, so they must survive a logout and stay in one
 * place. Theme `system` is stored as "no value", which react-admin resolves through
 * `prefers-color-scheme`.
 */
export function createSettingsStore(
  delegate: Store = localStorageStore(),
  getStorage: () => Storage = () => globalThis.localStorage,
): Store {
  const listeners = new Map<BridgedKey, Set<Listener>>();

  const read = (key: BridgedKey, settings: Settings = readSettings(getStorage())) => {
    if (key === 'locale') {
      return settings.language;
    }
    return settings.theme === 'system' ? undefined : settings.theme;
  };

  const publish = (key: BridgedKey): void => {
    const value = read(key);
    listeners.get(key)?.forEach((listener) => listener(value));
  };

  const write = (key: BridgedKey, value: unknown): void => {
    if (key === 'locale') {
      if (LANGUAGES.includes(value as Language)) {
        writeSettings({ language: value as Language }, getStorage());
      }
    } else {
      const theme = value === 'light' || value === 'dark' ? value : 'system';
      writeSettings({ theme }, getStorage());
    }
    publish(key);
  };

  // Another tab changed the settings: follow it, as react-admin's own store does.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === SETTINGS_KEY) {
      publish('locale');
      publish('theme');
    }
  };

  return {
    setup() {
      delegate.setup();
      globalThis.addEventListener?.('storage', onStorage);
    },
    teardown() {
      delegate.teardown();
      globalThis.removeEventListener?.('storage', onStorage);
    },
    getItem<T>(key: string, defaultValue?: T): T | undefined {
      if (!isBridged(key)) {
        return delegate.getItem(key, defaultValue);
      }
      // Both bridged keys hold strings; react-admin asks for them as such.
      return (read(key) as T | undefined) ?? defaultValue;
    },
    setItem<T>(key: string, value: T): void {
      if (isBridged(key)) {
        write(key, value);
      } else {
        delegate.setItem(key, value);
      }
    },
    removeItem(key: string): void {
      if (isBridged(key)) {
        // Only the theme has a "no value" meaning (system); a language is always set.
        if (key === 'theme') {
          write(key, undefined);
        }
      } else {
        delegate.removeItem(key);
      }
    },
    // Reset on logout: react-admin's own state goes, the user's settings stay.
    removeItems: (keyPrefix) => delegate.removeItems(keyPrefix),
    reset: () => delegate.reset(),
    subscribe(key, callback) {
      if (!isBridged(key)) {
        return delegate.subscribe(key, callback);
      }
      const set = listeners.get(key) ?? new Set<Listener>();
      listeners.set(key, set);
      set.add(callback);
      return () => set.delete(callback);
    },
    listItems: (keyPrefix) => delegate.listItems?.(keyPrefix) ?? {},
  };
}
