import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './connect';
import type { Database } from './database';
import { afterRequestTransaction, RequestTransaction } from './requestTransaction';

const db = createDatabase({});

beforeAll(async () => {
  await sql`CREATE TABLE notes (text text PRIMARY KEY)`.execute(db);
});
afterAll(() => db.destroy());

const note = (text: string, executor: Kysely<Database> = db) =>
  sql`INSERT INTO notes VALUES (${text})`.execute(executor);
const notes = async () =>
  (await sql<{ text: string }>`SELECT text FROM notes ORDER BY text`.execute(db)).rows.map(
    (row) => row.text,
  );

describe('RequestTransaction', () => {
  it('holds every call made inside it until it commits', async () => {
    const transaction = new RequestTransaction(db);
    await transaction.begin();
    await transaction.run(async () => {
      await note('a');
      await db.transaction().execute((trx) =>
        trx
          .insertInto('notes' as never)
          .values({ text: 'b' } as never)
          .execute(),
      );
    });
    await transaction.rollback();
    expect(await notes()).toEqual([]);

    const kept = new RequestTransaction(db);
    await kept.begin();
    await kept.run(() => note('c'));
    await kept.commit();
    expect(await notes()).toEqual(['c']);
  });

  it('undoes a failed statement or nested transaction alone, as outside one', async () => {
    const transaction = new RequestTransaction(db);
    await transaction.begin();
    await transaction.run(async () => {
      await note('d');
      await expect(note('d')).rejects.toThrow(/duplicate key/);
      await expect(
        db.transaction().execute(async (trx) => {
          await note('e', trx);
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      await note('f');
    });
    await transaction.commit();
    expect(await notes()).toEqual(['c', 'd', 'f']);
  });

  it('starts the work a request leaves behind once it has committed, outside it', async () => {
    const transaction = new RequestTransaction(db);
    await transaction.begin();
    let seen: string[] = [];
    const later = transaction.run(() =>
      afterRequestTransaction(async () => {
        seen = await notes();
      }),
    );
    await transaction.run(() => note('g'));
    expect(seen).toEqual([]);
    await transaction.commit();
    await later;
    expect(seen).toContain('g');
  });
});
