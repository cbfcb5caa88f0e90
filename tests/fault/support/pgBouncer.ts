import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import type { DebianPackage } from '../../../scripts/support/debianPackage';
import { startChild, type ChildProgram } from './childProgram';
import { kernelPort } from './kernelPort';

export const PGBOUNCER: DebianPackage = { name: 'pgbouncer', binary: '/usr/sbin/pgbouncer' };

export interface PgBouncer extends ChildProgram {
  /** The same database as `upstreamUrl`, through PgBouncer. */
  url: string;
}

/**
 * Debian's PgBouncer in transaction mode in front of one PostgreSQL server: as the README's
 * "Several processes by hand" runs it, on a port from the kernel and with no Unix socket. It will
 * not run as root, so as root it switches to the `postgres` user once it has read its file.
 */
export async function startPgBouncer(upstreamUrl: string, poolSize: number): Promise<PgBouncer> {
  const upstream = new URL(upstreamUrl);
  const port = await kernelPort();
  const dir = mkdtempSync(join(tmpdir(), 'fault-pgbouncer-'));
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port} user=${upstream.username}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      "unix_socket_dir = ''",
      'auth_type = any',
      'pool_mode = transaction',
      `default_pool_size = ${poolSize}`,
      'log_connections = 0',
      'log_disconnections = 0',
    ].join('\n'),
  );
  const asRoot = userInfo().uid === 0;
  const program = await startChild(
    'PgBouncer',
    PGBOUNCER.binary,
    [...(asRoot ? ['-u', 'postgres'] : []), ini],
    port,
  );
  return {
    ...program,
    url: `postgres://${upstream.username}@127.0.0.1:${port}${upstream.pathname}`,
    stop: async () => {
      await program.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
