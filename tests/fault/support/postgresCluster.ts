import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian keeps server binaries per major version; the newest one installed wins. */
const BIN_ROOT = '/usr/lib/postgresql';

/** PostgreSQL ports this suite may use (another process on one of them is skipped). */
const PORTS = { first: 55432, last: 55439 };

/** The folder of `initdb`, `pg_ctl` and `postgres`, or a clear error: the suite never skips. */
export function postgresBinaries(): string {
  const fromEnv = process.env.PG_BIN;
  const candidates = fromEnv
    ? [fromEnv]
    : existsSync(BIN_ROOT)
      ? readdirSync(BIN_ROOT)
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => join(BIN_ROOT, version, 'bin'))
      : [];
  const found = candidates.find((dir) => existsSync(join(dir, 'initdb')));
  if (!found) {
    throw new Error(
      `The fault suite needs PostgreSQL's server binaries (initdb, pg_ctl) in ${fromEnv ?? `${BIN_ROOT}/<version>/bin`}; ` +
        'install the postgresql package or set PG_BIN. It does not skip.',
    );
  }
  return found;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  for (let port = PORTS.first; port <= PORTS.last; port += 1) {
    if (await portIsFree(port)) {
      return port;
    }
  }
  throw new Error(`No free PostgreSQL port in ${PORTS.first}-${PORTS.last}.`);
}

/** Running, not a zombie: a killed postmaster may wait for a parent that never reaps it. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The direct children of a process (the postmaster's backends and helpers), from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => {
      try {
        // Fields after the parenthesised command name: state, then the parent's pid.
        const stat = readFileSync(`/proc/${child}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface PostgresCluster {
  url: string;
  port: number;
  start(): Promise<void>;
  /** A clean but abrupt stop (`pg_ctl stop -m immediate`): the database is simply gone. */
  stop(): Promise<void>;
  /** A crash: SIGKILL to the postmaster and every process it started, nothing flushed after. */
  kill9(): Promise<void>;
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL server of the suite's own: `initdb` into a temporary folder, trust
 * authentication on 127.0.0.1, a port of its own, never the shared server. PostgreSQL refuses to
 * run as root, so as root every command runs as the `postgres` user, owner of the folder.
 */
export async function createCluster(): Promise<PostgresCluster> {
  const bin = postgresBinaries();
  const asRoot = userInfo().uid === 0;
  const root = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  const data = join(root, 'data');
  const port = await freePort();
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(root, Number(stdout.trim()), Number(gid.trim()));
  }
  const pg = (tool: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { cwd: root })
      : run(join(bin, tool), args, { cwd: root });

  await pg('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const postmasterPid = () =>
    Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);

  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await pg('pg_ctl', [
        '-D',
        data,
        '-l',
        join(root, 'server.log'),
        '-w',
        '-t',
        '60',
        '-o',
        `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c max_connections=60`,
        'start',
      ]).catch((error: unknown) => {
        const log = readFileSync(join(root, 'server.log'), 'utf8').split('\n').slice(-15);
        throw new Error(`${String(error)}\nserver.log:\n${log.join('\n')}`);
      });
    },
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    kill9: async () => {
      const pid = postmasterPid();
      const children = childrenOf(pid);
      process.kill(pid, 'SIGKILL');
      for (const child of children) {
        try {
          process.kill(child, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      for (const left of [pid, ...children]) {
        while (isAlive(left)) {
          await sleep(20);
        }
      }
      // As after a power cut, the lock file names a dead postmaster; a zombie not yet reaped
      // would still answer to its pid and block the restart, so it goes as the machine would.
      for (const lock of [
        join(data, 'postmaster.pid'),
        join(root, `.s.PGSQL.${port}`),
        join(root, `.s.PGSQL.${port}.lock`),
      ]) {
        rmSync(lock, { force: true });
      }
    },
    destroy: async () => {
      if (existsSync(join(data, 'postmaster.pid'))) {
        await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  return cluster;
}
