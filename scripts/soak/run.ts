/**
 * `npm run soak`: 50 simulated users (case managers, administrators and app clients) doing mixed
 * reads and writes against the real API on loopback for 2 minutes (`SOAK_SECONDS` to change it),
 * on a fresh embedded database in a temporary folder (or `DATABASE_URL`). Passes when no answer
 * was a 5xx or a broken connection, every acknowledged write is in the database afterwards, the
 * server's memory stayed flat and it shut down cleanly. Not part of `npm test`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, type DatabaseTarget } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { createStaffAccount } from '../../server/services/staffAccounts';
import { startApi } from '../../tests/fault/support/apiProcess';
import { call, signIn } from '../../tests/fault/support/http';
import { sampleMemory } from './memory';
import { SoakTally } from './tally';
import { simulate, type AckedWrite, type SimulatedUser } from './users';
import { missingWrites } from './verify';

const SECONDS = Number(process.env.SOAK_SECONDS || 120);
const MANAGERS = 30;
const ADMINS = 5;
const CLIENTS = 15;
const PASSWORD = 'Soak-password-2026';

const root = mkdtempSync(join(tmpdir(), 'soak-'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const target: DatabaseTarget = databaseUrl ? { url: databaseUrl } : { dataDir: join(root, 'data') };

/** Staff accounts written before the server starts: PGlite admits one process at a time. */
async function createAccounts(): Promise<{ managers: string[]; admins: string[] }> {
  const db = createDatabase(target);
  await migrateToLatest(db);
  const stamp = Date.now();
  const account = (role: 'MG' | 'AD', i: number) =>
    createStaffAccount(db, {
      email: `soak-${role.toLowerCase()}${i}-${stamp}@example.org`,
      username: `soak-${role.toLowerCase()}${i}-${stamp}`,
      password: PASSWORD,
      firstName: 'Soak',
      lastName: `${role}${i}`,
      role,
      isStaff: role === 'AD',
      hasAcceptedTerms: true,
    });
  const managers: string[] = [];
  const admins: string[] = [];
  for (let i = 0; i < MANAGERS; i += 1) {
    managers.push((await account('MG', i)).email);
  }
  for (let i = 0; i < ADMINS; i += 1) {
    admins.push((await account('AD', i)).email);
  }
  await db.destroy();
  return { managers, admins };
}

/** A client of the app: a manager's charge request, then registration with its code. */
async function registerClient(
  url: string,
  manager: SimulatedUser,
  i: number,
): Promise<SimulatedUser> {
  const request = await call<{ code: string }>(
    url,
    'POST',
    '/api/v2/case-managers/charge-requests/',
    {
      token: manager.token,
      body: {
        first_name: 'Client',
        last_name: `Soak${i}`,
        email: null,
        company: null,
        policy_number: null,
        designation: 'Case manager',
        should_request_consent: true,
      },
    },
  );
  const email = `soak-client${i}-${Date.now()}@example.org`;
  const registered = await call<{ access: string }>(url, 'POST', '/api/v2/app/register/', {
    body: {
      access_code: request.body.code,
      email,
      password: PASSWORD,
      first_name: 'Client',
      last_name: `Soak${i}`,
    },
  });
  if (registered.status !== 201) {
    throw new Error(`client registration failed: ${registered.status}`);
  }
  return { name: `c${i}`, role: 'client', token: registered.body.access, email };
}

async function main(): Promise<boolean> {
  const { managers, admins } = await createAccounts();
  const api = await startApi({ databaseUrl, dataDir: join(root, 'data') });
  const users: SimulatedUser[] = [];
  for (const [i, email] of managers.entries()) {
    users.push({ name: `m${i}`, role: 'manager', token: await signIn(api.url, email, PASSWORD) });
  }
  for (const [i, email] of admins.entries()) {
    users.push({ name: `a${i}`, role: 'admin', token: await signIn(api.url, email, PASSWORD) });
  }
  for (let i = 0; i < CLIENTS; i += 1) {
    users.push(await registerClient(api.url, users[i]!, i));
  }

  console.log(
    `soak: ${users.length} users (${MANAGERS} case managers, ${ADMINS} administrators, ${CLIENTS} app clients) ` +
      `for ${SECONDS} s on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${root}`}`,
  );
  const tally = new SoakTally();
  const acked: AckedWrite[] = [];
  const memory = sampleMemory(api.pid);
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(users.map((user) => simulate(api.url, user, deadline, tally, acked)));
  const rss = memory.stop();

  const signalled = Date.now();
  const exitCode = await api.stop('SIGTERM');
  const shutdownMs = Date.now() - signalled;
  const missing = await missingWrites(target, acked);

  const classes = [...tally.byClass.entries()].sort().map(([cls, n]) => `${cls} ${n}`);
  console.log(
    `requests: ${tally.requests} (${Math.round(tally.requests / SECONDS)}/s); ${classes.join(', ')}; ` +
      `p50 ${tally.percentile(50)} ms, p95 ${tally.percentile(95)} ms, p99 ${tally.percentile(99)} ms`,
  );
  const kinds = ['issue', 'access-code', 'checkin'].map(
    (kind) => `${acked.filter((w) => w.kind === kind).length} ${kind}s`,
  );
  console.log(
    `writes: ${acked.length} acknowledged (${kinds.join(', ')}), ${acked.length - missing.length} found afterwards, ${missing.length} missing`,
  );
  console.log(
    `memory (RSS of the API, ${rss.samples} samples): start ${rss.startMb} MB, max ${rss.maxMb} MB, end ${rss.endMb} MB; ` +
      `${rss.growthPercent}% from the second to the last quarter → ${rss.flat ? 'flat' : 'GROWING'}`,
  );
  console.log(`shutdown: SIGTERM answered with exit ${exitCode} in ${shutdownMs} ms`);

  const checks: [string, boolean][] = [
    ['requests were made', tally.requests > 0],
    ['zero 5xx and no broken connections', tally.failures.length === 0],
    ['every acknowledged write is present', missing.length === 0],
    ['memory flat', rss.flat],
    ['clean shutdown', exitCode === 0],
  ];
  for (const [name, ok] of checks) {
    console.log(`${ok ? '✓' : '✗'} ${name}`);
  }
  for (const line of [
    ...tally.failures.slice(0, 10),
    ...missing.slice(0, 10).map((w) => JSON.stringify(w)),
  ]) {
    console.log(`  ${line}`);
  }
  if (!checks.every(([, ok]) => ok) && exitCode !== 0) {
    console.log(api.output().slice(-4000));
  }
  return checks.every(([, ok]) => ok);
}

main()
  .then((passed) => {
    rmSync(root, { recursive: true, force: true });
    console.log(passed ? 'soak passed' : 'soak FAILED');
    process.exit(passed ? 0 : 1);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
