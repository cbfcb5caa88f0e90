import { sql, type LogEvent } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './connect';
import { statementOnce } from './statementOnce';

const ran: { sql: string; parameters: readonly unknown[] }[] = [];
const db = createDatabase({
  dataDir: 'memory://',
  log: (event: LogEvent) => {
    if (event.level === 'query') {
      ran.push({ sql: event.query.sql, parameters: event.query.parameters });
    }
  },
});
afterAll(() => db.destroy());

// The first statement starts the embedded database, which takes seconds on a busy machine.
describe('statementOnce', { timeout: 30_000 }, () => {
  it('builds and compiles once, and binds each run’s own values beside the constants', async () => {
    let built = 0;
    const sum = statementOnce(2, (_db, a: number, label: string) => {
      built += 1;
      return sql<{ n: number; label: string; fixed: string }>`
        SELECT ${a}::int + ${40}::int AS n, ${label}::text AS label, ${'constant'}::text AS fixed`;
    });
    ran.length = 0;
    const first = await sum(db, 2, 'first');
    const second = await sum(db, 1, 'second');
    expect(first.rows).toEqual([{ n: 42, label: 'first', fixed: 'constant' }]);
    expect(second.rows).toEqual([{ n: 41, label: 'second', fixed: 'constant' }]);
    expect(built).toBe(1);
    expect(ran.map((query) => query.parameters)).toEqual([
      [2, 40, 'first', 'constant'],
      [1, 40, 'second', 'constant'],
    ]);
    expect(ran[1]?.sql).toBe(ran[0]?.sql);
  });

  it('takes a query builder, and a value placed twice is bound twice', async () => {
    const pair = statementOnce(1, (database, n: number) =>
      database
        .selectNoFrom((eb) => [eb.val(n).as('a'), eb.val(n).as('b')])
        .$castTo<{ a: string; b: string }>(),
    );
    expect((await pair(db, 7)).rows).toEqual([{ a: '7', b: '7' }]);
  });

  it('refuses a value turned into text, and a value left out, at its first run', async () => {
    const joined = statementOnce(1, (_db, name: string) => sql`SELECT ${sql.lit(`${name}`)} AS n`);
    await expect(joined(db, 'x')).rejects.toThrow('value 0 was used, not bound as a parameter');
    const dropped = statementOnce(2, (_db, a: number, _b: number) => sql`SELECT ${a}::int AS n`);
    await expect(dropped(db, 1, 2)).rejects.toThrow('1 value(s) not bound as parameters');
  });
});
