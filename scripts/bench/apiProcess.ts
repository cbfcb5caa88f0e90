import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { buildServer, PROJECT_ROOT } from '../support/serverBundle';
import type { CapturedQuery } from './capturedQuery';
import type { BenchCall, Caller } from './calls';
import { callerEmails, callUrl } from './calls';
import { BENCH_PASSWORD } from './scale';

export const API_PORT = Number(process.env.BENCH_API_PORT ?? 3203);
const UNLIMITED = '1000000000';

export interface RunningApi {
  root: string;
  /** The API process's id, to read its memory (exportBench). */
  pid: number;
  stop: () => Promise<void>;
}

let compiled: Promise<string> | undefined;

/**
 * The bench API compiled as the release is (`npm run build`'s server), once per run: what is
 * measured is the JavaScript an operator runs, not TypeScript through a loader.
 */
function compiledApi(): Promise<string> {
  compiled ??= buildServer(
    join(PROJECT_ROOT, '.bench', 'api'),
    join(PROJECT_ROOT, 'scripts', 'bench', 'apiServer.ts'),
  );
  return compiled;
}

/** The bench API (`apiServer.ts`) in a process of its own, so autocannon does not share its loop. */
export async function startApi(database: {
  url?: string;
  dataDir?: string;
  /** A built portal to serve beside the API (the browser half). */
  staticDir?: string;
}): Promise<RunningApi> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      // BENCH_CPU_PROFILE: a V8 CPU profile of the API per run, in .bench/profiles (DevTools).
      ...(process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', '.bench/profiles'] : []),
      // As `npm run serve` starts the release.
      '--enable-source-maps',
      await compiledApi(),
    ],
    {
      env: {
        ...process.env,
        PORT: String(API_PORT),
        DATABASE_URL: database.url ?? '',
        DATA_DIR: database.dataDir ?? '.bench/unused',
        JWT_SECRET: randomBytes(32).toString('hex'),
        SEED_DEMO: 'false',
        STATIC_DIR: database.staticDir ?? '.bench/no-static',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        RATE_LIMIT_GENERAL: UNLIMITED,
        RATE_LIMIT_SENSITIVE_ADDRESS: UNLIMITED,
        RATE_LIMIT_SENSITIVE_ACCOUNT: UNLIMITED,
        // The benchmark signs in as an administrator with the password alone.
        MFA_REQUIRED_ROLES: 'none',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench API exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('bench api ready')) {
        resolve();
      }
    });
  });
  return {
    root: `http://127.0.0.1:${API_PORT}`,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    },
  };
}

export async function signIn(
  root: string,
  email: string,
): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${root}/api/v2/auth/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { access: string; refresh: string };
}

export type Tokens = Record<Exclude<Caller, 'anonymous'>, string>;

export async function signInCallers(root: string): Promise<Tokens> {
  return {
    admin: (await signIn(root, callerEmails.admin)).access,
    manager: (await signIn(root, callerEmails.manager)).access,
    tenfoldManager: (await signIn(root, callerEmails.tenfoldManager)).access,
  };
}

export function headersFor(call: BenchCall, tokens: Tokens): Record<string, string> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.caller !== 'anonymous') {
    headers.authorization = `Bearer ${tokens[call.caller]}`;
  }
  if (call.body) {
    headers['content-type'] = 'application/json';
  }
  return headers;
}

/** Runs a call once, then again while the API records its SQL; answers the statements and the answer. */
export async function recordCall(
  root: string,
  call: BenchCall,
  tokens: Tokens,
): Promise<{ queries: CapturedQuery[]; status: number; bytes: number }> {
  const send = () =>
    fetch(callUrl(root, call), {
      method: call.method,
      headers: headersFor(call, tokens),
      body: call.body,
    });
  // Once unrecorded first: the statements recorded are those of every later call (a journey
  // already kept, for one), which is what the load drives.
  await (await send()).arrayBuffer();
  await fetch(`${root}/__bench/record`, { method: 'POST' });
  const response = await send();
  const bytes = (await response.arrayBuffer()).byteLength;
  const queries = (await (await fetch(`${root}/__bench/recorded`)).json()) as CapturedQuery[];
  return { queries, status: response.status, bytes };
}

/**
 * Hands a call's recorded statements to the bench API; answers the address of the floor route
 * that runs them (apiServer.ts).
 */
export async function registerReplay(root: string, queries: CapturedQuery[]): Promise<string> {
  const response = await fetch(`${root}/__bench/replay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(queries),
  });
  const { id } = (await response.json()) as { id: number };
  return `${root}/api/v2/__bench/replay/${id}`;
}
