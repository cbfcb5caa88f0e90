import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricsServer } from '../../server/metricsServer';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

const TOKEN = 'metrics-scraper-token-for-tests';
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({
    metricsToken: TOKEN,
    // Two failures lock an account; the fifth sign-in from one address is over its limit.
    loginBackoff: { after: 2, seconds: 30, maxSeconds: 60 },
    rateLimit: { general: 100_000, sensitivePerAddress: 4, sensitivePerAccount: 100_000 },
  });
});
afterAll(() => context.close());

function signIn(email: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/',
    payload: { email, password: 'Not-the-right-password-1' },
    // An address of its own, so that the other tests' sign-ins stay within the limit.
    remoteAddress: '192.0.2.10',
  });
}

async function scrape(): Promise<string> {
  const answer = await context.app.inject({
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toContain('text/plain');
  return answer.body;
}

/** A sample's value from the Prometheus text, 0 when the series is absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics endpoint', () => {
  it('counts answers by route and status, failed and locked sign-ins and rate-limit refusals', async () => {
    const user = await createUser(context);
    const before = await scrape();
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      statuses.push((await signIn(user.email)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429, 429, 429]);
    const after = await scrape();
    const route = 'method="POST",route="/api/v2/auth/token/"';
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta(`portal_http_request_duration_seconds_count{${route},status="401"}`)).toBe(2);
    expect(delta(`portal_http_request_duration_seconds_count{${route},status="429"}`)).toBe(3);
    expect(delta('portal_sign_ins_failed_total')).toBe(2);
    expect(delta('portal_sign_ins_locked_total')).toBe(2);
    expect(delta('portal_rate_limit_refusals_total{limiter="sensitive-address"}')).toBe(1);
    expect(after).toMatch(/^portal_mails\{status="pending"\} \d+$/m);
    expect(after).toMatch(/^portal_db_pool_waiting \d+$/m);
    expect(after).toMatch(/^portal_db_refused_total 0$/m);
    if (process.env.TEST_POSTGRES_URL) {
      expect(after).toMatch(/^portal_db_pool_connections\{state="idle"\} \d+$/m);
    }
  });

  it('is refused to an ordinary API caller, signed in or not', async () => {
    const admin = await createUser(context, { role: 'AD', isStaff: true, isSuperuser: true });
    const tokens = await login(context, admin.email);
    for (const headers of [{}, bearer(tokens.access), { authorization: 'Bearer wrong-token' }]) {
      const answer = await context.app.inject({ url: '/api/metrics', headers });
      expect(answer.statusCode).toBe(401);
      expect(answer.body).not.toContain('portal_');
    }
  });

  it('takes the bearer scheme in any case (RFC 7235)', async () => {
    for (const [index, scheme] of ['bearer', 'BEARER'].entries()) {
      const answer = await context.app.inject({
        url: '/api/metrics',
        headers: { authorization: `${scheme} ${TOKEN}` },
        // Not a token this API signed, so counted against its address: one of its own each.
        remoteAddress: `192.0.2.${20 + index}`,
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('portal_');
    }
  });

  it('asks for METRICS_TOKEN on the metrics port too when it is set', async () => {
    const server = metricsServer(context.app.metrics.registry, TOKEN);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
      const refused = await fetch(url);
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain('portal_');
      const scraped = await fetch(url, { headers: { authorization: `bearer ${TOKEN}` } });
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('portal_http_request_duration_seconds');
    } finally {
      server.close();
    }
  });

  it('does not exist without METRICS_TOKEN, and METRICS_PORT serves it on its own port', async () => {
    const plain = await startTestApp();
    try {
      const answer = await plain.app.inject({ url: '/api/metrics' });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('portal_');
      const server = metricsServer(plain.app.metrics.registry);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
        expect(scraped.status).toBe(200);
        expect(await scraped.text()).toContain('portal_http_request_duration_seconds');
        expect((await fetch(`http://127.0.0.1:${port}/api/v2/users/profile/`)).status).toBe(404);
      } finally {
        server.close();
      }
    } finally {
      await plain.close();
    }
  });
});
