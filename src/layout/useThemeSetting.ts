import { useStore, useStoreContext } from 'react-admin';

import type { ThemeSetting } from '../settings/settingsStorage';

/**
 * The three-way theme setting (light, dark, system) and its setter. react-admin's `theme` store
 * key is backed by the portal settings (settingsStore.ts), where "system" is stored as no value:
 * react-admin then follows the device's colour scheme.
 */
export function useThemeSetting(): [ThemeSetting, (next: ThemeSetting) => void] {
  const { setItem } = useStoreContext();
  // Subscribes to the store so the choice follows changes made elsewhere.
  const [mode] = useStore<string | undefined>('theme');
  const value: ThemeSetting = mode === 'light' || mode === 'dark' ? mode : 'system';
  return [value, (next) => setItem('theme', next)];
}
