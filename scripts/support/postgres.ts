import pg from 'pg';

/** The machine's own server (trust auth), the default wherever none is named. */
export const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL server the API suite also runs on: DATABASE_URL, else the local one. */
export async function findPostgres(): Promise<string | undefined> {
  const url = process.env.DATABASE_URL || LOCAL_SERVER;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
