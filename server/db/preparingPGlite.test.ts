import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preparedTexts } from './preparedTexts';
import { PreparingPGlite } from './preparingPGlite';

const db = new PreparingPGlite('memory://');

beforeAll(async () => {
  await db.exec('CREATE TABLE probe (n int PRIMARY KEY, at timestamptz, tags text[])');
});
afterAll(() => db.close());

describe('PreparingPGlite', () => {
  it('prepares a statement with values once and binds each run to its own values', async () => {
    const text = 'SELECT $1::int + 1 AS n';
    const first = await db.query<{ n: number }>(text, [1]);
    const second = await db.query<{ n: number }>(text, [41], { rowMode: 'object' });
    expect([first.rows[0]?.n, second.rows[0]?.n]).toEqual([2, 42]);
    expect((await preparedTexts(db)).filter((statement) => statement === text)).toHaveLength(1);
  });

  it('serializes values by the statement’s parameter types and parses the answer’s', async () => {
    const at = new Date('2026-11-24T08:00:00.000Z');
    const insert = 'INSERT INTO probe (n, at, tags) VALUES ($1, $2, $3) RETURNING n, at, tags';
    const inserted = await db.query(insert, [1, at, ['a', 'b,c']]);
    expect(inserted.rows).toEqual([{ n: 1, at, tags: ['a', 'b,c'] }]);
    expect(inserted.affectedRows).toBe(1);
    const none = await db.query('SELECT n FROM probe WHERE at IS NOT DISTINCT FROM $1', [null]);
    expect(none.rows).toEqual([]);
  });

  it('reports a failing statement as the database error it is, and runs on after it', async () => {
    const insert = 'INSERT INTO probe (n) VALUES ($1)';
    await db.query(insert, [2]);
    await expect(db.query(insert, [2])).rejects.toMatchObject({ code: '23505' });
    await expect(db.query('SELEC $1', [1])).rejects.toMatchObject({ code: '42601' });
    const count = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM probe WHERE n >= $1',
      [0],
    );
    expect(count.rows).toEqual([{ count: 2 }]);
  });

  it('leaves statements in a transaction to PGlite, which rolls them back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO probe (n) VALUES ($1)', [3]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const rows = await db.query('SELECT n FROM probe WHERE n = $1', [3]);
    expect(rows.rows).toEqual([]);
  });
});
