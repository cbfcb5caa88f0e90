import { HttpError } from 'ra-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { HttpClient } from '../http/httpClient';
import { fakeJwt } from '../test/fakeJwt';
import { memoryStorage } from '../shared/memoryStorage';
import { createAuthProvider } from './authProvider';
import { createTokenStorage, type TokenStorage } from './tokenStorage';

const profile = {
  id: 7,
  username: 'ann',
  email: 'ann@example.org',
  isSuperuser: false,
  isStaff: false,
  hasAcceptedTerms: true,
  shouldUpdateProfile: false,
  isAdmin: false,
  role: 'MG',
};

describe('createAuthProvider', () => {
  let local: Storage;
  let session: Storage;
  let tokens: TokenStorage;
  let httpClient: ReturnType<typeof vi.fn>;
  let path: string;
  let clearClientState: ReturnType<typeof vi.fn<() => void>>;

  const provider = () =>
    createAuthProvider({
      httpClient: httpClient as unknown as HttpClient,
      tokens,
      logoutDelayMs: 0,
      currentPath: () => path,
      clearClientState,
    });

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(() => {
    local = memoryStorage();
    session = memoryStorage();
    tokens = createTokenStorage(
      () => local,
      () => session,
    );
    httpClient = vi.fn(() => Promise.resolve({ status: 200, json: {} }));
    path = '/users';
    clearClientState = vi.fn<() => void>();
  });

  it('logs in with the credentials and stores the pair where remember me says', async () => {
    tokens.store({ access: 'old', refresh: 'old' }, false);
    httpClient.mockResolvedValueOnce({ status: 200, json: { access: 'A', refresh: 'R' } });

    await provider().login({ email: 'ann@example.org', password: 'pw', remember: true });

    expect(httpClient).toHaveBeenCalledWith('auth/token/', {
      method: 'POST',
      body: { email: 'ann@example.org', password: 'pw', remember: true },
      auth: false,
    });
    expect(local.getItem('refresh')).toBe('R');
    expect(session.length).toBe(0);
  });

  it('keeps a login without remember me for the session only', async () => {
    httpClient.mockResolvedValueOnce({ status: 200, json: { access: 'A', refresh: 'R' } });
    await provider().login({ email: 'a@b.c', password: 'pw' });
    expect(session.getItem('access')).toBe('A');
    expect(local.length).toBe(0);
  });

  it('rejects a failed login with the http error and leaves no old session', async () => {
    tokens.store({ access: 'old', refresh: 'old' }, true);
    const failure = new HttpError('Unable to log in with the provided credentials.', 401, {});
    httpClient.mockRejectedValueOnce(failure);
    await expect(provider().login({ email: 'a@b.c', password: 'x' })).rejects.toBe(failure);
    expect(tokens.read()).toBeNull();
  });

  it('logs out with the refresh token, clears the tokens and goes to login', async () => {
    tokens.store({ access: 'A', refresh: 'R' }, true);
    await expect(provider().logout({})).resolves.toBe('/login');
    expect(httpClient).toHaveBeenCalledWith('auth/logout/', {
      method: 'POST',
      body: { refresh: 'R' },
      auth: false,
    });
    expect(tokens.read()).toBeNull();
    expect(clearClientState).toHaveBeenCalledTimes(1);
  });

  it('tells the server when the idle timer ends the session, and the login page why', async () => {
    tokens.store({ access: 'A', refresh: 'R' }, true);
    path = '/emails/3?view=text';
    await expect(provider().logout({ reason: 'idle' })).resolves.toBe(
      '/login?to=%2Femails%2F3%3Fview%3Dtext&reason=idle',
    );
    expect(httpClient).toHaveBeenCalledWith('auth/logout/', {
      method: 'POST',
      body: { refresh: 'R', reason: 'idle' },
      auth: false,
    });
  });

  it('keeps the login page and its `to` when logged out again there', async () => {
    path = '/login?to=%2Fusers';
    await expect(provider().logout({})).resolves.toBe('/login?to=%2Fusers');
  });

  it('logs out even when the server call fails', async () => {
    tokens.store({ access: 'A', refresh: 'R' }, true);
    httpClient.mockRejectedValueOnce(new HttpError('portal.errors.network', 0));
    await expect(provider().logout({})).resolves.toBe('/login');
    expect(tokens.read()).toBeNull();
  });

  it('waits the logout delay before resolving', async () => {
    vi.useFakeTimers();
    tokens.store({ access: 'A', refresh: 'R' }, true);
    const auth = createAuthProvider({
      httpClient: httpClient as unknown as HttpClient,
      tokens,
      clearClientState,
    });
    let done = false;
    const pending = auth.logout({}).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    // The client state goes after the wait, not before.
    expect(clearClientState).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(done).toBe(true);
  });

  it('sends a visitor without a session to login at once, keeping the wanted path', async () => {
    path = '/users?tab=1';
    await expect(provider().logout({})).resolves.toBe('/login?to=%2Fusers%3Ftab%3D1');
    expect(httpClient).not.toHaveBeenCalled();
    expect(clearClientState).toHaveBeenCalledTimes(1);
  });

  it('checks auth by the stored tokens', async () => {
    await expect(provider().checkAuth({})).rejects.toThrow('ra.auth.auth_check_error');
    tokens.store({ access: 'A', refresh: 'R' }, false);
    await expect(provider().checkAuth({})).resolves.toBeUndefined();
  });

  it('signs out on 401 but not on 403', async () => {
    tokens.store({ access: 'A', refresh: 'R' }, false);
    await expect(provider().checkError(new HttpError('no', 403))).rejects.toMatchObject({
      logoutUser: false,
    });
    expect(tokens.read()).not.toBeNull();
    await expect(provider().checkError(new HttpError('no', 401))).rejects.toThrow();
    expect(tokens.read()).toBeNull();
  });

  it('sends a 403 to Not Allowed with the path as `to`, signed in and without a notice', async () => {
    tokens.store({ access: 'A', refresh: 'R' }, false);
    path = '/case-managers/0b5e6c9a?tab=1';
    await expect(provider().checkError(new HttpError('no', 403))).rejects.toEqual({
      redirectTo: '/not-allowed?to=%2Fcase-managers%2F0b5e6c9a%3Ftab%3D1',
      logoutUser: false,
      message: false,
    });
    expect(tokens.read()).not.toBeNull();
  });

  it.each([0, 400, 404, 409, 500])('lets a %i through to the page', async (status) => {
    tokens.store({ access: 'A', refresh: 'R' }, false);
    await expect(provider().checkError(new HttpError('no', status))).resolves.toBeUndefined();
    expect(tokens.read()).not.toBeNull();
  });

  it('reads the identity from the shallow profile', async () => {
    httpClient.mockResolvedValueOnce({ status: 200, json: profile });
    const identity = await provider().getIdentity?.();
    expect(httpClient).toHaveBeenCalledWith('users/shallow-profile/');
    expect(identity).toMatchObject({ id: 7, fullName: 'ann', email: 'ann@example.org' });
  });

  it('reads permissions from the access token', async () => {
    tokens.store({ access: fakeJwt({ sub: 'u1', role: 'AD', isAdmin: true }), refresh: 'R' }, true);
    await expect(provider().getPermissions?.({})).resolves.toEqual({ role: 'AD', isAdmin: true });
    tokens.clear();
    await expect(provider().getPermissions?.({})).resolves.toEqual({ role: null, isAdmin: false });
  });
});
