import { describe, expect, it } from 'vitest';

import { memoryStorage } from '../shared/memoryStorage';
import { DEFAULT_SETTINGS, readSettings, SETTINGS_KEY, writeSettings } from './settingsStorage';

describe('settingsStorage', () => {
  it('defaults to system theme, English and 10 rows', () => {
    expect(readSettings(memoryStorage())).toEqual({
      language: 'en',
      theme: 'system',
      pageSize: 10,
    });
  });

  it('writes a patch as JSON under the key settings', () => {
    const storage = memoryStorage();
    writeSettings({ language: 'zu' }, storage);
    writeSettings({ theme: 'dark' }, storage);
    expect(JSON.parse(storage.getItem(SETTINGS_KEY) ?? '')).toEqual({
      language: 'zu',
      theme: 'dark',
      pageSize: 10,
    });
  });

  it.each([
    ['not json', DEFAULT_SETTINGS],
    ['null', DEFAULT_SETTINGS],
    ['{"language":"fr","theme":"dark","pageSize":7}', { ...DEFAULT_SETTINGS, theme: 'dark' }],
    ['{"pageSize":50}', { ...DEFAULT_SETTINGS, pageSize: 50 }],
  ])('reads %s field by field', (text, expected) => {
    const storage = memoryStorage();
    storage.setItem(SETTINGS_KEY, text);
    expect(readSettings(storage)).toEqual(expected);
  });
});
