/**
 * The user's portal settings, kept in this browser only (spec: "Settings are saved locally in
 * the browser only"), as JSON under the localStorage key `settings`.
 */

import { DEFAULT_PAGE_SIZE } from '../../core/listDialect';
import { LANGUAGES, type Language } from '../../core/languages';
import type { Settings } from '../../core/generated/settings';
import settingsSchema from '../../schemas/settings.json';

export type { Settings };
export { LANGUAGES, type Language };
export type ThemeSetting = Settings['theme'];
export type PageSize = Settings['pageSize'];

// The schema's enum, as values to check stored text against.
export const THEMES: readonly ThemeSetting[] = ['light', 'dark', 'system'];
/** Spec section 9: the page size options, the settings schema's enum (the pager offers them too). */
export const PAGE_SIZES = settingsSchema.properties.pageSize.enum as readonly PageSize[];

/** Spec section 3: theme system, language en; section 9: page size 10. */
export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  theme: 'system',
  pageSize: DEFAULT_PAGE_SIZE,
};

export const SETTINGS_KEY = 'settings';

const oneOf = <T>(allowed: readonly T[], value: unknown, fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Each field is checked on its own, so one stale or hand-edited value doesn't lose the rest. */
export function parseSettings(text: string | null): Settings {
  let stored: Partial<Record<keyof Settings, unknown>> = {};
  try {
    const parsed: unknown = text === null ? null : JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null) {
      stored = parsed;
    }
  } catch {
    // Unreadable settings are as good as none.
  }
  return {
    language: oneOf(LANGUAGES, stored.language, DEFAULT_SETTINGS.language),
    theme: oneOf(THEMES, stored.theme, DEFAULT_SETTINGS.theme),
    pageSize: oneOf(PAGE_SIZES, stored.pageSize, DEFAULT_SETTINGS.pageSize),
  };
}

export function readSettings(storage: Storage = globalThis.localStorage): Settings {
  return parseSettings(storage.getItem(SETTINGS_KEY));
}

export function writeSettings(
  patch: Partial<Settings>,
  storage: Storage = globalThis.localStorage,
): Settings {
  const next = { ...readSettings(storage), ...patch };
  storage.setItem(SETTINGS_KEY, JSON.stringify(next));
  return next;
}
