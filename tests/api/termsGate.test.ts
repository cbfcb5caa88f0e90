import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/** The terms come first, enforced by the API and not only by the app. */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

describe('before the terms are accepted', () => {
  it('only the terms, the profile (read), sign-out and auth calls work', async () => {
    const newcomer = await createUser(context, { hasAcceptedTerms: false });
    const tokens = await login(context, newcomer.email);
    const headers = bearer(tokens.access);
    const call = (method: 'GET' | 'POST' | 'PATCH', url: string, extra: object = {}) =>
      context.app.inject({ method, url: `/api/v2/${url}`, headers, ...extra });

    expect((await call('GET', 'users/profile/')).statusCode).toBe(200);
    expect((await call('GET', 'users/shallow-profile/')).statusCode).toBe(200);
    for (const [method, url] of [
      ['GET', 'charges/'],
      ['GET', 'case-managers/charge-requests/'],
      ['GET', 'feedback/issues/'],
    ] as const) {
      const refused = await call(method, url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json<{ message: string }>().message).toBe(
        englishMessages.portal.api.auth.terms_required,
      );
    }
    const edit = await call('PATCH', 'users/profile/', {
      payload: { first_name: 'Changed' },
      headers: { ...headers, 'accept-language': 'zu' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json<{ message: string }>().message).toBe(
      zuluMessages.portal.api.auth.terms_required,
    );

    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(refresh.statusCode).toBe(200);
    expect((await call('POST', 'users/accept-tsncs/')).statusCode).toBe(200);
    expect((await call('GET', 'charges/')).statusCode).toBe(200);
  });

  it('sign-out works', async () => {
    const newcomer = await createUser(context, { hasAcceptedTerms: false });
    const tokens = await login(context, newcomer.email);
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      headers: bearer(tokens.access),
      payload: { refresh: tokens.refresh },
    });
    expect(logout.statusCode).toBe(200);
  });
});
