import { createContext, useContext } from 'react';

import type { TokenStorage } from '../auth/tokenStorage';
import type { HttpClient } from '../http/httpClient';

/**
 * The HTTP client and token storage the providers share, for the shell's own calls that are not
 * react-admin resources (profile, terms, password reset, invitations).
 */
export interface Api {
  httpClient: HttpClient;
  tokens: TokenStorage;
}

const ApiContext = createContext<Api | null>(null);

export const ApiProvider = ApiContext.Provider;

export function useApi(): Api {
  const api = useContext(ApiContext);
  if (!api) {
    throw new Error('useApi needs an <ApiProvider> (see App.tsx)');
  }
  return api;
}
