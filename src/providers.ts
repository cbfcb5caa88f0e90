import type { AuthProvider, DataProvider, I18nProvider, Store } from 'react-admin';

import { resourceDefinitions } from '../resources';
import type { Api } from './app/ApiContext';
import { createAuthProvider } from './auth/authProvider';
import { createTokenStorage } from './auth/tokenStorage';
import type { AppConfig } from './config';
import { createDataProvider } from './data/dataProvider';
import { createHttpClient } from './http/httpClient';
import { createI18nProvider } from './i18n/i18nProvider';
import { readSettings } from './settings/settingsStorage';
import { createSettingsStore } from './settings/settingsStore';

export interface Providers {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
  /** The same client and tokens, for the shell's own calls (see app/ApiContext). */
  api: Api;
}

/** Wires the providers once: one token storage and one HTTP client shared by auth and data. */
export function createProviders(config: AppConfig): Providers {
  const tokens = createTokenStorage();
  const httpClient = createHttpClient({
    apiRoot: config.apiRoot,
    minRequestMs: config.minRequestMs,
    timeoutMs: config.requestTimeoutMs,
    tokens,
    getLocale: () => readSettings().language,
  });
  return {
    authProvider: createAuthProvider({ httpClient, tokens }),
    dataProvider: createDataProvider(config.apiRoot, httpClient, resourceDefinitions),
    i18nProvider: createI18nProvider({
      // Screen readers and hyphenation follow the page language.
      onLocale: (locale) => document.documentElement.setAttribute('lang', locale),
    }),
    store: createSettingsStore(),
    api: { httpClient, tokens },
  };
}
