import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from './config';

const base = {
  JWT_SECRET: 'x'.repeat(40),
  DIGEST_KEY: 'y'.repeat(40),
  DATA_DIR: '/tmp/portal-config-test',
};

describe('readConfig: the operations knobs', () => {
  it('reads the pool size and the mail poll interval, with their defaults', () => {
    expect(readConfig(base)).toMatchObject({ databasePoolSize: 10, mailPollMs: 5_000 });
    expect(readConfig({ ...base, DATABASE_POOL_SIZE: '32', MAIL_POLL_MS: '1000' })).toMatchObject({
      databasePoolSize: 32,
      mailPollMs: 1_000,
    });
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', 'many'],
    ['MAIL_POLL_MS', '-5'],
    ['MAIL_POLL_MS', '2.5'],
  ])('refuses %s=%s at start, naming it', (name, value) => {
    expect(() => readConfig({ ...base, [name]: value })).toThrow(name);
  });
});

describe('readConfig: the proxies to trust', () => {
  it('trusts no proxy by default, so the client address is the socket’s', () => {
    expect(readConfig(base).trustProxy).toBe(false);
    expect(readConfig({ ...base, TRUST_PROXY: 'none' }).trustProxy).toBe(false);
  });

  it('reads a number of hops or a list of addresses and ranges', () => {
    expect(readConfig({ ...base, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      readConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback' }).trustProxy,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback']);
  });

  it.each(['true', 'proxy.example.org', '10.0.0.1/999'])(
    'refuses TRUST_PROXY=%s at start (believing any X-Forwarded-For is the hole it closes)',
    (value) => {
      expect(() => readConfig({ ...base, TRUST_PROXY: value })).toThrow('TRUST_PROXY');
    },
  );

  it('reads the shared store and the sign-in backoff, with their defaults', () => {
    expect(readConfig(base)).toMatchObject({
      redisUrl: undefined,
      redisPrefix: 'portal:',
      loginBackoff: { after: 5, seconds: 30, maxSeconds: 900 },
    });
    expect(
      readConfig({ ...base, REDIS_URL: 'redis://127.0.0.1:6379', LOGIN_BACKOFF_AFTER: '3' }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379',
      loginBackoff: { after: 3 },
    });
    expect(() => readConfig({ ...base, RATE_LIMIT_GENERAL: 'lots' })).toThrow('RATE_LIMIT_GENERAL');
  });
});

describe('readConfig: the keys, apart from the data', () => {
  it('generates the sealing and digest keys once in KEYS_DIR, moving an old jwt-secret there', () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-keys-'));
    const env = { DATA_DIR: join(root, 'data'), KEYS_DIR: join(root, 'keys') };
    mkdirSync(env.DATA_DIR);
    writeFileSync(join(env.DATA_DIR, 'jwt-secret'), 'an-older-sealing-key');
    const first = readConfig(env);
    expect(first.jwtSecret).toBe('an-older-sealing-key');
    expect(first.digestKey.length).toBeGreaterThanOrEqual(64);
    expect(readdirSync(env.DATA_DIR)).toEqual([]);
    expect(readdirSync(env.KEYS_DIR).sort()).toEqual(['digest-key', 'jwt-secret']);
    expect(readConfig(env)).toMatchObject({
      jwtSecret: first.jwtSecret,
      digestKey: first.digestKey,
    });
    rmSync(root, { recursive: true });
  });

  it.each(['/tmp/portal-same', '/tmp/portal-same/keys', '/tmp/portal-same/a/b'])(
    'refuses KEYS_DIR %s, DATA_DIR or inside it: a backup of the data would hold the keys',
    (keysDir) => {
      expect(() => readConfig({ DATA_DIR: '/tmp/portal-same', KEYS_DIR: keysDir })).toThrow(
        /KEYS_DIR .* must not be DATA_DIR nor inside it/,
      );
    },
  );

  it('takes KEYS_DIR beside DATA_DIR, even one whose name starts alike', () => {
    const config = readConfig({
      DATA_DIR: '/tmp/portal-same',
      KEYS_DIR: '/tmp/portal-same-keys',
      JWT_SECRET: 'a-secret',
      DIGEST_KEY: 'a-key',
    });
    expect(config.dataDir).toBe('/tmp/portal-same');
  });

  it('listens for metrics on loopback unless METRICS_HOST says otherwise', () => {
    const keys = { JWT_SECRET: 'a-secret', DIGEST_KEY: 'a-key' };
    expect(readConfig({ ...keys, METRICS_PORT: '9464' }).metricsHost).toBe('127.0.0.1');
    expect(readConfig({ ...keys, METRICS_HOST: '0.0.0.0' }).metricsHost).toBe('0.0.0.0');
  });
});
