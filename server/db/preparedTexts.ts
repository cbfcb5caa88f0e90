/** Something that answers a query with rows: a pg client or PGlite. */
interface Queryable {
  query<R>(text: string): Promise<{ rows: R[] }>;
}

/** The texts this connection has prepared (`pg_prepared_statements`), for the tests beside it. */
export async function preparedTexts(db: Queryable): Promise<string[]> {
  const result = await db.query<{ statement: string }>(
    'SELECT statement FROM pg_prepared_statements ORDER BY statement',
  );
  return result.rows.map((row) => row.statement);
}
