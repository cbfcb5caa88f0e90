import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/testApp';

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

interface OpenApi {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
}

describe('platform', () => {
  it('answers health while the database answers', async () => {
    const response = await context.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('describes every route in the OpenAPI document', async () => {
    const response = await context.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    const described = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    const routes = context.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/api/v2/'));
    expect(routes.length).toBeGreaterThan(0);
    for (const expected of [
      'POST /api/v2/auth/token/',
      'POST /api/v2/auth/token/refresh/',
      'POST /api/v2/auth/logout/',
      'POST /api/v2/auth/forgot-password/',
      'POST /api/v2/auth/new-password/',
      'GET /api/v2/users/',
      'GET /api/v2/users/shallow-profile/',
      'GET /api/v2/users/profile/',
      'PATCH /api/v2/users/profile/',
      'POST /api/v2/users/profile/update-password/',
      'POST /api/v2/users/accept-tsncs/',
      'GET /api/health',
    ]) {
      expect(described).toContain(expected);
    }
    const tokenRoute = document.paths['/api/v2/auth/token/']?.post;
    expect(Object.keys(tokenRoute?.responses ?? {})).toContain('200');
  });

  it('answers unknown API paths with the error envelope', async () => {
    const response = await context.app.inject({ url: '/api/v2/nowhere/' });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toContain('/api/v2/nowhere/');
  });

  it("sends an API route's answer the same security headers as any other answer, its policy without nonces", async () => {
    const route = await context.app.inject({ url: '/api/v2/users/shallow-profile/' });
    const other = await context.app.inject({ url: '/api/v2/nowhere/' });
    const security = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) =>
            // Each answer's own request id is not a security header.
            name !== 'x-request-id' &&
            /^(content-security-policy|x-|referrer-policy|strict-transport|cross-origin|origin-agent)/.test(
              name,
            ),
        ),
      );
    const policy = route.headers['content-security-policy'];
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('nonce-');
    expect(other.headers['content-security-policy']).toContain('nonce-');
    expect(security(route.headers)).toEqual({
      ...security(other.headers),
      'content-security-policy': String(other.headers['content-security-policy']).replace(
        / 'nonce-[^']+'/g,
        '',
      ),
    });
    expect(route.headers['x-content-type-options']).toBe('nosniff');
    expect(route.headers['referrer-policy']).toBe('no-referrer');
  });

  it('never lets API answers be cached', async () => {
    const response = await context.app.inject({ url: '/api/v2/users/shallow-profile/' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
