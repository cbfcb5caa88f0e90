import type { QueryClient } from '@tanstack/react-query';
import type { AuthProvider, DataProvider, I18nProvider, Store } from 'react-admin';

import { resourceDefinitions } from '../resources';
import type { Api } from './app/ApiContext';
import { createAuthProvider } from './auth/authProvider';
import { createTokenStorage } from './auth/tokenStorage';
import type { AppConfig } from './config';
import type { ResourceDefinition } from '../core/resourceDefinition';
import { createDataProvider } from './data/dataProvider';
import { createHttpClient } from './http/httpClient';
import { createQueryClient } from './http/queryClient';
import { createI18nProvider } from './i18n/i18nProvider';
import { readSettings } from './settings/settingsStorage';
import { createSettingsStore } from './settings/settingsStore';

export interface Providers {
  authProvider: AuthProvider;
  dataProvider: DataProvider;
  i18nProvider: I18nProvider;
  store: Store;
  /** react-admin's query cache, with the portal's retry policy (http/queryClient). */
  queryClient: QueryClient;
  /** The same client and tokens, for the shell's own calls (see app/ApiContext). */
  api: Api;
  /** The resources the data provider serves and the console shows. */
  definitions: readonly ResourceDefinition[];
}

export interface ProviderOptions {
  definitions?: readonly ResourceDefinition[];
  /**
   * Told the language at start and after each change; by default it becomes `<html lang>`, so
   * screen readers and hyphenation follow it. The login page's prerender has no document (its
   * index.html states the language it is written in).
   */
  onLocale?: (locale: string) => void;
}

const setPageLanguage = (locale: string) => document.documentElement.setAttribute('lang', locale);

/** Wires the providers once: one token storage and one HTTP client shared by auth and data. */
export function createProviders(
  config: AppConfig,
  { definitions = resourceDefinitions, onLocale = setPageLanguage }: ProviderOptions = {},
): Providers {
  const tokens = createTokenStorage();
  const httpClient = createHttpClient({
    apiRoot: config.apiRoot,
    minRequestMs: config.minRequestMs,
    timeoutMs: config.requestTimeoutMs,
    tokens,
    getLocale: () => readSettings().language,
  });
  return {
    authProvider: createAuthProvider({ httpClient, tokens, definitions }),
    dataProvider: createDataProvider(config.apiRoot, httpClient, definitions),
    i18nProvider: createI18nProvider({ onLocale }),
    store: createSettingsStore(),
    queryClient: createQueryClient(),
    api: { httpClient, tokens },
    definitions,
  };
}
