import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSWORD,
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
} from './support/testApp';

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(context, overrides);
  const tokens = await login(context, user.email);
  return { user, tokens, headers: bearer(tokens.access) };
}

describe('users/shallow-profile/', () => {
  it('tells the guard about terms and missing names', async () => {
    const { headers } = await signedIn({ hasAcceptedTerms: false, firstName: null });
    const response = await context.app.inject({ url: '/api/v2/users/shallow-profile/', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hasAcceptedTerms: false,
      shouldUpdateProfile: true,
      isAdmin: false,
      role: 'MG',
    });
  });

  it('counts a superuser as an administrator with role AD', async () => {
    const { headers } = await signedIn({ role: 'AD', isSuperuser: true });
    const response = await context.app.inject({ url: '/api/v2/users/shallow-profile/', headers });
    expect(response.json()).toMatchObject({ isAdmin: true, role: 'AD', isSuperuser: true });
  });

  it('never answers the password hash', async () => {
    const { headers } = await signedIn();
    for (const url of ['/api/v2/users/shallow-profile/', '/api/v2/users/profile/']) {
      const response = await context.app.inject({ url, headers });
      expect(response.body).not.toMatch(/argon2|password_?hash/i);
    }
  });
});

describe('users/accept-tsncs/', () => {
  it('records the acceptance and returns tokens that work', async () => {
    const { headers } = await signedIn({ hasAcceptedTerms: false });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/accept-tsncs/',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const fresh = response.json<{ access: string; refresh: string }>();
    const profile = await context.app.inject({
      url: '/api/v2/users/shallow-profile/',
      headers: bearer(fresh.access),
    });
    expect(profile.json()).toMatchObject({ hasAcceptedTerms: true });
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: fresh.refresh },
    });
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('fresh tokens keep the sign-in lifetime', () => {
  it('issues remembered tokens after accepting the terms when the sign-in was remembered', async () => {
    const user = await createUser(context, { hasAcceptedTerms: false });
    const tokens = await login(context, user.email, PASSWORD, true);
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/accept-tsncs/',
      headers: bearer(tokens.access),
    });
    expect(response.statusCode).toBe(200);
    const rows = await context.database.db
      .selectFrom('refresh_tokens')
      .select('remember')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows.map((r) => r.remember)).toEqual([true, true]);
  });
});

describe('users/profile/', () => {
  it('updates names, turning blanks into null and raising the must-update flag', async () => {
    const { headers, user } = await signedIn();
    const patch = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers,
      payload: {
        username: 'renamed-user',
        email: user.email.toUpperCase(),
        first_name: 'Nomsa',
        last_name: '  ',
      },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({
      username: 'renamed-user',
      // Only the letter case changed: no confirmation needed (a new address: sessionsEnd.test.ts).
      email: user.email.toUpperCase(),
      firstName: 'Nomsa',
      lastName: null,
    });
    const shallow = await context.app.inject({ url: '/api/v2/users/shallow-profile/', headers });
    expect(shallow.json()).toMatchObject({ shouldUpdateProfile: true });
  });

  it('requires a username and a valid e-mail, with field errors, and changes nothing', async () => {
    const { user, headers } = await signedIn();
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers,
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const { data } = response.json<{ data: Record<string, string[]> }>();
    expect(data.username).toEqual(['This field is required']);
    expect(data.email).toEqual(['Email is invalid']);
    const blank = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers,
      payload: { username: '   ', email: user.email },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ data: Record<string, string[]> }>().data.username).toEqual([
      'This field is required',
    ]);
    const unchanged = await context.app.inject({ url: '/api/v2/users/profile/', headers });
    expect(unchanged.json()).toMatchObject({ username: user.username, email: user.email });
  });

  it('does not tell that another user holds an e-mail: it asks for the password as for any', async () => {
    const other = await createUser(context);
    const { headers, user } = await signedIn();
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers,
      payload: { username: user.username, email: other.email.toUpperCase() },
    });
    expect(response.statusCode).toBe(400);
    const { data } = response.json<{ data: Record<string, string[]> }>();
    expect(data.email).toBeUndefined();
    expect(data.currentPassword).toBeDefined();
  });
});

describe('users/profile/update-password/', () => {
  it('checks the current password', async () => {
    const { headers } = await signedIn();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/profile/update-password/',
      headers,
      payload: { currentPassword: 'wrong-password-123', newPassword: 'Another-good-password-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data.currentPassword).toEqual([
      'The current password is incorrect.',
    ]);
  });

  it('changes the password, ends other sessions and answers a working pair', async () => {
    const { user, tokens, headers } = await signedIn();
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/profile/update-password/',
      headers,
      payload: { currentPassword: PASSWORD, newPassword: 'Another-good-password-1' },
    });
    expect(response.statusCode).toBe(200);
    const oldRefresh = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(oldRefresh.statusCode).toBe(401);
    await expect(login(context, user.email, 'Another-good-password-1')).resolves.toBeDefined();
    await expect(login(context, user.email)).rejects.toThrow();
  });
});
