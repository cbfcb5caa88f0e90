import { describe, expect, it, vi } from 'vitest';

import { createI18nProvider } from './i18nProvider';
import { loadedMessages, loadMessages } from './languageMessages';

describe('createI18nProvider', () => {
  it("starts on the login page's messages and follows the whole tree once it is loaded", async () => {
    // Fresh modules: the unit project's worker keeps them from file to file, and another file
    // may have loaded English's whole tree already.
    vi.resetModules();
    const { createI18nProvider } = await import('./i18nProvider');
    const { loadedMessages, loadMessages } = await import('./languageMessages');
    const i18n = createI18nProvider({ initialLocale: 'en' });
    expect(i18n.translate('portal.login.submit')).toBe('Login');
    expect(loadedMessages('en')?.portal).not.toHaveProperty('journey');
    await loadMessages('en');
    expect(i18n.translate('portal.app.name')).toBe('Case-manager portal');
    expect(loadedMessages('en')?.portal).toHaveProperty('journey');
    expect(i18n.translate('portal.privacy.title')).toBe('Privacy notice');
  });

  it('translates portal and react-admin messages in English', () => {
    const i18n = createI18nProvider({ initialLocale: 'en' });
    expect(i18n.translate('portal.validation.required')).toBe('This field is required');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'en', name: 'English' },
      { locale: 'zu', name: 'isiZulu' },
    ]);
  });

  it('switches to isiZulu and reports the locale', async () => {
    const onLocale = vi.fn();
    const i18n = createI18nProvider({ initialLocale: 'en', onLocale });
    await i18n.changeLocale('zu');
    expect(i18n.getLocale()).toBe('zu');
    expect(i18n.translate('portal.login.password')).toBe('Iphasiwedi');
    expect(onLocale.mock.calls).toEqual([['en'], ['zu']]);
  });

  it('fetches isiZulu when it is first asked for, and keeps it for the next provider', async () => {
    const i18n = createI18nProvider({ initialLocale: 'en' });
    await i18n.changeLocale('zu');
    expect(loadedMessages('zu')?.portal).toBeDefined();
  });

  it('passes a server message through unchanged when given as its own default', async () => {
    await loadMessages('zu');
    const i18n = createI18nProvider({ initialLocale: 'zu' });
    const message = 'Unable to log in with the provided credentials.';
    expect(i18n.translate(message, { _: message })).toBe(message);
  });
});
