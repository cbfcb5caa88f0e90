import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_SERVER } from '../../scripts/support/postgres';
import { preparedTexts } from './preparedTexts';
import { PreparingClient } from './preparingClient';

// The PostgreSQL server itself, on both runs of the API suite: PGlite has no pg client. The
// PGlite run names none (npm test sets it empty there), the PostgreSQL run's own comes first.
const connectionString =
  process.env.TEST_POSTGRES_URL || process.env.API_POSTGRES_URL || LOCAL_SERVER;
// Typed as the pool sees it: a pg client.
const client: pg.Client = new PreparingClient({ connectionString });

beforeAll(() => client.connect());
afterAll(() => client.end());

describe('PreparingClient', () => {
  it('prepares a statement with values once and binds each run to its own values', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    const first = await client.query<{ n: number }>(text, [1]);
    const second = await client.query<{ n: number }>(text, [41]);
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
    expect((await preparedTexts(client)).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('keeps the simple protocol for a text without values, several statements included', async () => {
    const before = await preparedTexts(client);
    const results = (await client.query('SELECT 1 AS a; SELECT 2 AS b')) as unknown as {
      rows: unknown[];
    }[];
    expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    expect(await preparedTexts(client)).toEqual(before);
  });

  it('reports a failing statement and then runs it again once it can succeed', async () => {
    await client.query('CREATE TEMP TABLE prepared_probe (n int)');
    const text = 'INSERT INTO prepared_probe VALUES ($1) RETURNING n';
    await expect(client.query(text, ['not a number'])).rejects.toThrow(/invalid input syntax/);
    const inserted = await client.query<{ n: number }>(text, [7]);
    expect(inserted.rows).toEqual([{ n: 7 }]);
  });
});

describe('PreparingClient in a pool', () => {
  it("answers pg.Pool's own query, which passes a callback", async () => {
    const pool = new pg.Pool({
      connectionString,
      Client: PreparingClient,
      max: 1,
    });
    try {
      const result = await pool.query<{ n: number }>('SELECT $1::int * 2 AS n', [21]);
      expect(result.rows).toEqual([{ n: 42 }]);
    } finally {
      await pool.end();
    }
  });
});
