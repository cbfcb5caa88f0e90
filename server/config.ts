import { existsSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { RoleCode } from './db/database';
import { ROLES } from '../core/roles';
import { portalTimeZone } from './db/timeZone';

/** Everything the API reads from its environment, read once at start. */
export interface Config {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  /** A directory each sent mail is also written to as a file (tests, demos); alone: no SMTP. */
  mailOutboxDir: string | undefined;
  jwtSecret: string;
  /** The HMAC key of every stored code and token digest (`DIGEST_KEY`, else a file in `KEYS_DIR`). */
  digestKey: string;
  seedDemo: boolean;
  /** Where the built portal is served from; unset serves the API alone. */
  staticDir: string | undefined;
  mailSender: string;
  /** The portal's public address, for links in mails. */
  publicUrl: string;
  logLevel: string;
  /** The calendar of day and month counts (journey tiles and bars): the clients' local time. */
  timeZone: string;
  /** Requests per minute: everything per caller, and sign-in-like calls per address and account. */
  rateLimit: { general: number; sensitivePerAddress: number; sensitivePerAccount: number };
  /**
   * The proxies whose `X-Forwarded-For` is believed: none (`false`), a number of hops, or their
   * addresses (CIDR ranges and proxy-addr's names `loopback`, `linklocal`, `uniquelocal` allowed).
   */
  trustProxy: false | number | string[];
  /** Unset: rate-limit counters and sign-in backoff live in this process's memory. */
  redisUrl: string | undefined;
  /** The start of every Redis key this API writes, so several portals can share one Redis. */
  redisPrefix: string;
  /**
   * Sign-in backoff per account: from the `after`th failure in a row the account's sign-in is
   * locked for `seconds`, doubling with each further failure up to `maxSeconds`.
   */
  loginBackoff: { after: number; seconds: number; maxSeconds: number };
  /** Connections the PostgreSQL pool opens at most (PGlite has one). */
  databasePoolSize: number;
  /** How often the mail worker looks for mails to deliver. */
  mailPollMs: number;
  /** How often the notification jobs (escalation, mails at once, digests) look for work. */
  notificationPollMs: number;
  /** Abuse limits per user: mails their actions queue a day, invitations per request and a day. */
  mailQuota: { mailsPerDay: number; invitationsPerRequest: number; invitationsPerDay: number };
  /** Roles that must use a second factor (`MFA_REQUIRED_ROLES`); empty: nobody must. */
  mfaRequiredRoles: RoleCode[];
  /** `DATABASE_PREPARE=off`: no per-connection prepared statements (PgBouncer before 1.21). */
  databasePrepare?: boolean;
  /** `METRICS_PORT`: Prometheus metrics on this port of their own (unset: not served so). */
  metricsPort?: number | undefined;
  /** `METRICS_HOST`: the address the metrics port listens on (default loopback, 127.0.0.1). */
  metricsHost: string;
  /** `METRICS_TOKEN`: Prometheus metrics at `/api/metrics` to this bearer token alone. */
  metricsToken?: string | undefined;
  /**
   * `RETENTION_DAYS_AFTER_CLOSE`: how many days after a client's last episode closed (with none
   * open) their data is kept before the daily retention run anonymises them. Unset: never.
   */
  retentionDaysAfterClose?: number | undefined;
}

const ROLE_CODES: readonly RoleCode[] = ROLES;

/** `AD,MG` into role codes; `none` is nobody; an unknown code stops the start. */
function roleCodes(name: string, value: string | undefined, fallback: RoleCode[]): RoleCode[] {
  if (value === undefined || value.trim() === '') {
    return fallback;
  }
  if (value.trim().toLowerCase() === 'none') {
    return [];
  }
  return value.split(',').map((part) => {
    const code = part.trim().toUpperCase() as RoleCode;
    if (!ROLE_CODES.includes(code)) {
      throw new Error(
        `${name} names an unknown role "${part}" (use ${ROLE_CODES.join(', ')} or none)`,
      );
    }
    return code;
  });
}

/** A whole number above zero from the environment, or the default; anything else stops the start. */
function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') {
    return fallback;
  }
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) {
    throw new Error(`${name} must be a whole number above zero, not "${value}"`);
  }
  return parsed;
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * `TRUST_PROXY`: unset, `none` or `false` trusts no proxy (the client address is the socket's);
 * a number trusts that many hops; otherwise a comma-separated list of addresses or ranges.
 * `true` (believe any `X-Forwarded-For`) is refused: it lets every caller choose its address.
 */
function trustedProxies(value: string | undefined): false | number | string[] {
  const text = (value ?? '').trim().toLowerCase();
  if (['', 'none', 'false', '0'].includes(text)) {
    return false;
  }
  if (/^\d+$/.test(text)) {
    return Number(text);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const valid =
      PROXY_NAMES.includes(entry) ||
      (isIP(address) !== 0 &&
        rest.length === 0 &&
        (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= 128)));
    if (!valid) {
      throw new Error(
        `TRUST_PROXY must be none, a number of hops or proxy addresses, not "${value ?? ''}"`,
      );
    }
  }
  return entries;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') {
    return fallback;
  }
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/**
 * A key generated on first start and kept in the keys directory, apart from the database's
 * `DATA_DIR`, so a copy or backup of the database alone holds no key (SECURITY.md). A key an
 * older version kept in `DATA_DIR` is moved there once, so its sessions survive the upgrade.
 */
function keptKey(keysDir: string, name: string, dataDir: string): string {
  const file = join(keysDir, name);
  if (existsSync(file)) {
    return readFileSync(file, 'utf8').trim();
  }
  mkdirSync(keysDir, { recursive: true, mode: 0o700 });
  const old = join(dataDir, name);
  const key = existsSync(old)
    ? readFileSync(old, 'utf8').trim()
    : randomBytes(48).toString('base64url');
  try {
    writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process starting beside this one wrote it first: both use that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
      throw error;
    }
    return readFileSync(file, 'utf8').trim();
  }
  if (existsSync(old)) {
    unlinkSync(old);
  }
  return key;
}

/** Whether `path` is `folder` or lies anywhere below it (both resolved). */
function isWithin(folder: string, path: string): boolean {
  const below = relative(folder, path);
  return below === '' || (below !== '..' && !below.startsWith(`..${sep}`) && !isAbsolute(below));
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = resolve(env.DATA_DIR || './data');
  const keysDir = resolve(env.KEYS_DIR || './keys');
  if (isWithin(dataDir, keysDir)) {
    throw new Error(
      `KEYS_DIR (${keysDir}) must not be DATA_DIR nor inside it (${dataDir}): a copy or backup of the database must not hold its keys`,
    );
  }
  const port = Number(env.PORT || 3000);
  const staticDir = resolve(env.STATIC_DIR || './dist');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    mailOutboxDir: env.MAIL_OUTBOX_DIR ? resolve(env.MAIL_OUTBOX_DIR) : undefined,
    jwtSecret: env.JWT_SECRET || keptKey(keysDir, 'jwt-secret', dataDir),
    digestKey: env.DIGEST_KEY || keptKey(keysDir, 'digest-key', dataDir),
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined),
    staticDir: existsSync(staticDir) ? staticDir : undefined,
    mailSender: env.MAIL_FROM || 'Case-manager portal <no-reply@example.org>',
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL || 'info',
    timeZone: portalTimeZone(env),
    rateLimit: {
      general: positive('RATE_LIMIT_GENERAL', env.RATE_LIMIT_GENERAL, 600),
      sensitivePerAddress: positive(
        'RATE_LIMIT_SENSITIVE_ADDRESS',
        env.RATE_LIMIT_SENSITIVE_ADDRESS,
        30,
      ),
      sensitivePerAccount: positive(
        'RATE_LIMIT_SENSITIVE_ACCOUNT',
        env.RATE_LIMIT_SENSITIVE_ACCOUNT,
        10,
      ),
    },
    trustProxy: trustedProxies(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'portal:',
    loginBackoff: {
      after: positive('LOGIN_BACKOFF_AFTER', env.LOGIN_BACKOFF_AFTER, 5),
      seconds: positive('LOGIN_BACKOFF_SECONDS', env.LOGIN_BACKOFF_SECONDS, 30),
      maxSeconds: positive('LOGIN_BACKOFF_MAX_SECONDS', env.LOGIN_BACKOFF_MAX_SECONDS, 900),
    },
    databasePoolSize: positive('DATABASE_POOL_SIZE', env.DATABASE_POOL_SIZE, 10),
    mailPollMs: positive('MAIL_POLL_MS', env.MAIL_POLL_MS, 5_000),
    notificationPollMs: positive('NOTIFICATION_POLL_MS', env.NOTIFICATION_POLL_MS, 60_000),
    mailQuota: {
      mailsPerDay: positive('MAIL_QUOTA_PER_DAY', env.MAIL_QUOTA_PER_DAY, 100),
      invitationsPerRequest: positive('INVITATIONS_PER_REQUEST', env.INVITATIONS_PER_REQUEST, 10),
      invitationsPerDay: positive('INVITATIONS_PER_DAY', env.INVITATIONS_PER_DAY, 50),
    },
    mfaRequiredRoles: roleCodes('MFA_REQUIRED_ROLES', env.MFA_REQUIRED_ROLES, ['AD']),
    databasePrepare: flag(env.DATABASE_PREPARE, true),
    metricsPort: env.METRICS_PORT ? positive('METRICS_PORT', env.METRICS_PORT, 0) : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    metricsToken: env.METRICS_TOKEN || undefined,
    retentionDaysAfterClose: env.RETENTION_DAYS_AFTER_CLOSE
      ? positive('RETENTION_DAYS_AFTER_CLOSE', env.RETENTION_DAYS_AFTER_CLOSE, 1)
      : undefined,
  };
}
