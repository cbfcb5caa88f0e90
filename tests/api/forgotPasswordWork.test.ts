import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createUser, testConfig, type TestContext } from './support/testApp';
import { createTestDatabase } from './support/testDatabase';

/**
 * A password reset asked for a known address and for an unknown one does the same work after the
 * answer: the same statements, in the same order, so neither its time nor the load it leaves
 * behind tells whether the address has an account. Compared by statement, not by clock.
 */

const ran: string[] = [];
let context: TestContext;

beforeAll(async () => {
  const database = await createTestDatabase({
    log: (event: LogEvent) => {
      if (event.level === 'query') {
        ran.push(event.query.sql);
      }
    },
  });
  const app = await buildApp({ config: testConfig(), db: database.db });
  await app.ready();
  context = {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
});
afterAll(() => context.close());

/** The statements one forgot-password call runs, its background work included. */
async function statementsOf(email: string): Promise<string[]> {
  await context.app.background.settled();
  ran.length = 0;
  const answer = await context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/forgot-password/',
    payload: { email },
  });
  expect(answer.statusCode).toBe(200);
  await context.app.background.settled();
  return [...ran];
}

async function count(table: 'mails' | 'password_reset_tokens'): Promise<number> {
  const row = await context.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('forgot-password', () => {
  it('runs the same statements for a known and an unknown address, storing only for the known', async () => {
    const user = await createUser(context);
    const before = { mails: await count('mails'), tokens: await count('password_reset_tokens') };
    const known = await statementsOf(user.email);
    const afterKnown = {
      mails: await count('mails'),
      tokens: await count('password_reset_tokens'),
    };
    const unknown = await statementsOf(`nobody-${user.email}`);
    expect(unknown).toEqual(known);
    expect(known.some((statement) => /insert into "mails"/i.test(statement))).toBe(true);
    expect(afterKnown).toEqual({ mails: before.mails + 1, tokens: before.tokens + 1 });
    expect({
      mails: await count('mails'),
      tokens: await count('password_reset_tokens'),
    }).toEqual(afterKnown);
  });
});
