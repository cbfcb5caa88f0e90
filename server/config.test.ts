import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/portal-config-test' };

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
