import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';

/** Clock ticks per second of /proc's CPU times (100 on Linux, read once). */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

/** A process's user + system CPU so far, in milliseconds; 0 once it is gone. */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
  } catch {
    return 0;
  }
}

/**
 * The CPU of a database's client backends on a PostgreSQL server on this machine (their
 * /proc entries), by pid: a backend that started between two readings counts whole.
 */
export async function backendsCpu(url: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend'`,
    );
    return new Map(rows.map(({ pid }) => [pid, processCpuMs(pid)]));
  } finally {
    await client.end();
  }
}

/** CPU milliseconds the backends spent between two readings (ended backends are not seen). */
export function backendsSpent(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, cpu] of after) {
    spent += cpu - (before.get(pid) ?? 0);
  }
  return spent;
}
