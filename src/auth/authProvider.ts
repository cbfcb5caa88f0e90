import type { AuthProvider, UserIdentity } from 'ra-core';

import { audienceAllows, type ResourceDefinition } from '../../core/resourceDefinition';
import { notAllowedPath } from '../guard/decideAccess';
import type { HttpClient } from '../http/httpClient';
import type { ShallowProfile } from '../../core/generated/shallow-profile';
import type { TokenRequest } from '../../core/generated/token-request';
import type { MfaChallenge } from '../../core/generated/mfa-challenge';
import type { LogoutRequest } from '../../core/generated/logout-request';
import type { Tokens } from '../../core/generated/tokens';
import { decodeAccessClaims, type Role } from './accessClaims';
import { clearClientState as clearBrowserState } from './clientStorage';
import { loginPath } from './loginPath';
import type { TokenStorage } from './tokenStorage';

export interface AuthProviderOptions {
  httpClient: HttpClient;
  tokens: TokenStorage;
  /** Spec section 9: logout waits about 1 s before the app resets. */
  logoutDelayMs?: number;
  /** The path the visitor wanted, kept as `to` when they must log in first. */
  currentPath?: () => string;
  /** Removes what is left of the user in the browser after logout (see clientStorage). */
  clearClientState?: () => void | Promise<void>;
  /** The resources whose audience `canAccess` answers for. */
  definitions?: readonly ResourceDefinition[];
}

/** What `usePermissions()` returns; the server enforces, the UI only mirrors. */
export interface Permissions {
  role: Role | null;
  isAdmin: boolean;
}

/** The identity react-admin shows, with the shallow profile the layout and guards need. */
export type PortalIdentity = UserIdentity & ShallowProfile;

/** The second step of a sign-in with a second factor: its challenge and a code. */
export interface SecondStepParams {
  challenge: string;
  code: string;
  remember: boolean;
}

export type LoginParams = TokenRequest | SecondStepParams;

/** What `logout` may be told: `reason: 'idle'` when the idle timer ends the session (audited). */
export type LogoutParams = Pick<LogoutRequest, 'reason'>;

/** Thrown by `login` when the password was right and the account asks for its second factor. */
export class SecondFactorNeeded extends Error {
  constructor(readonly challenge: string) {
    super('portal.login.mfa_intro');
  }
}

/**
 * What checkError rejects with for a 403: the page was refused, as the route guard would have
 * refused it, so react-admin (useLogoutIfAccessDenied) goes to Not Allowed with the path as `to`,
 * keeps the user signed in and adds no notice (the page says it).
 */
export function accessDenied(path: string) {
  return { redirectTo: notAllowedPath(path), logoutUser: false, message: false } as const;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const browserPath = (): string =>
  typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;

export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const {
    httpClient,
    tokens,
    logoutDelayMs = 1000,
    currentPath = browserPath,
    clearClientState = clearBrowserState,
    definitions = [],
  } = options;
  const permissions = (): Permissions => {
    const claims = decodeAccessClaims(tokens.getAccess());
    return { role: claims?.role ?? null, isAdmin: claims?.isAdmin ?? false };
  };

  return {
    async login(params: LoginParams) {
      const remember = params.remember === true;
      if ('challenge' in params) {
        const { json } = await httpClient<Tokens>('auth/mfa/verify/', {
          method: 'POST',
          body: { challenge: params.challenge, code: params.code },
          auth: false,
        });
        tokens.store(json, remember);
        return;
      }
      // Spec section 4: old tokens are cleared first, so a failed login leaves no session behind.
      tokens.clear();
      const { email, password } = params;
      const { json } = await httpClient<Tokens | MfaChallenge>('auth/token/', {
        method: 'POST',
        body: { email, password, remember },
        auth: false,
      });
      if ('mfa_challenge' in json) {
        throw new SecondFactorNeeded(json.mfa_challenge);
      }
      tokens.store(json, remember);
    },

    async logout(params?: LogoutParams) {
      // An idle sign-out says so on the login page and returns the user to where they were.
      const idlePath = params?.reason === 'idle' ? loginPath(currentPath(), 'idle') : null;
      const refresh = tokens.getRefresh();
      tokens.clear();
      if (!refresh) {
        // No session to end (a visitor, or one that expired): straight to login, keeping `to`.
        // Already on login (react-admin may log out twice on mount): stay, keeping its `to`.
        await clearClientState();
        const path = currentPath();
        return path.startsWith('/login') ? path : loginPath(path);
      }
      try {
        const body: LogoutRequest = { refresh, ...(params?.reason && { reason: params.reason }) };
        await httpClient('auth/logout/', { method: 'POST', body, auth: false });
      } catch {
        // The session ends on this device whatever the server says.
      }
      await sleep(logoutDelayMs);
      // react-admin then resets its store and query cache (useLogout); the rest goes here.
      await clearClientState();
      return idlePath ?? '/login';
    },

    checkAuth() {
      // The message is an i18n key: react-admin translates it when it notifies.
      return tokens.read()
        ? Promise.resolve()
        : Promise.reject(new Error('ra.auth.auth_check_error'));
    },

    checkError(error: { status?: number } | null) {
      // A 401 reaching here means the http client's refresh already failed. 403 stays signed in.
      if (error?.status === 401) {
        tokens.clear();
        return Promise.reject(new Error('ra.notification.logged_out'));
      }
      if (error?.status === 403) {
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- ra-core reads these fields
        return Promise.reject(accessDenied(currentPath()));
      }
      return Promise.resolve();
    },

    async getIdentity(): Promise<PortalIdentity> {
      const { json } = await httpClient<ShallowProfile>('users/shallow-profile/');
      return { ...json, fullName: json.username };
    },

    getPermissions(): Promise<Permissions> {
      return Promise.resolve(permissions());
    },

    // react-admin asks before a list or a page of a resource loads: the definition's audience.
    // A resource the app does not declare is the server's to refuse.
    canAccess({ resource }: { resource?: string }) {
      const definition = definitions.find((candidate) => candidate.name === resource);
      return Promise.resolve(
        !definition || audienceAllows(definition.audience, permissions().isAdmin),
      );
    },
  };
}
