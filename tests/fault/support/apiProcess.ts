import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/** One JWT key for every process of a test, so a token from one is valid on the other. */
export const FAULT_JWT_SECRET = 'fault-suite-secret-long-enough-for-hs256-signing';
/** Given, so the processes share it and write no key file into the repository's `./keys`. */
export const FAULT_DIGEST_KEY = 'fault-suite-digest-key-kept-apart-from-the-data';

export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Everything the process wrote, for failure messages. */
  output(): string;
  /** Throws (with the process's output) once it has exited. */
  assertRunning(): void;
  /** Sends the signal and waits for the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ApiOptions {
  databaseUrl?: string;
  dataDir?: string;
  smtpUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** A compiled server (the release build) run by plain `node`; unset: `server/server.ts`. */
  compiled?: string;
}

/** The request log of a long run would grow without bound; failures need only its end. */
const keepTail = (text: string): string => (text.length > 200_000 ? text.slice(-100_000) : text);

/**
 * The real API (`server/server.ts`) as a child process of its own, on a port the kernel picks
 * (read back from its "Server listening" log line) once it logs "ready", with demo data off and rate limits out of
 * the way. Run with `node --import tsx` (or plain `node` for a compiled server), so the pid is the
 * server's own, not a launcher's.
 */
export function startApi(options: ApiOptions): Promise<ApiProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    options.compiled ? [options.compiled] : ['--import', 'tsx', join(ROOT, 'server/server.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl ?? '',
        DATA_DIR: options.dataDir ?? join(ROOT, '.test-artifacts/fault-data'),
        SMTP_URL: options.smtpUrl ?? '',
        JWT_SECRET: FAULT_JWT_SECRET,
        DIGEST_KEY: FAULT_DIGEST_KEY,
        SEED_DEMO: 'false',
        STATIC_DIR: join(ROOT, '.test-artifacts/fault-no-static'),
        LOG_LEVEL: 'info',
        RATE_LIMIT_GENERAL: '1000000',
        RATE_LIMIT_SENSITIVE_ADDRESS: '1000000',
        RATE_LIMIT_SENSITIVE_ACCOUNT: '1000000',
        // The suites sign in as administrators with the password alone (tests/api/mfa.test.ts
        // holds the second factor).
        MFA_REQUIRED_ROLES: 'none',
        ...options.env,
      },
    },
  );
  let output = '';
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The API did not start within 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      // Listening comes before the migrations (server.ts); "ready" once they are done.
      if (match?.[1] && output.includes('"msg":"ready"') && child.pid !== undefined) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => (output = keepTail(output + more.toString())));
        const pid = child.pid;
        resolve({
          url: match[1],
          pid,
          exited,
          output: () => output,
          assertRunning: () => {
            if (exitCode !== undefined) {
              throw new Error(`The API exited (${exitCode}):\n${output.slice(-4000)}`);
            }
          },
          stop: (signal = 'SIGTERM') => {
            child.kill(signal);
            return exited;
          },
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output = keepTail(output + chunk.toString())));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The API exited (${code}) before listening:\n${output}`));
    });
  });
}

/** Resident memory of a process in bytes (Linux `/proc`). */
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return Number(kib ?? 0) * 1024;
}
