import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import type { Database } from './database';
import * as domain from './migrations/2026-11-21-01-domain';
import * as appActivityKeys from './migrations/2026-11-21-02-app-activity-keys';
import * as idempotency from './migrations/2026-11-21-10-idempotency';
import * as listIndexes from './migrations/2026-11-21-20-list-indexes';
import * as resetTokenTries from './migrations/2026-11-21-30-reset-token-tries';
import * as userLanguage from './migrations/2026-11-23-10-user-language';
import * as attention from './migrations/2026-11-24-10-attention';
import * as auditLogIndexes from './migrations/2026-11-24-20-audit-log-indexes';
import * as sessionVersion from './migrations/2026-11-24-30-session-version';
import * as issueComments from './migrations/2026-11-24-40-issue-comments';
import * as idempotencyLease from './migrations/2026-11-24-50-idempotency-lease';
import * as secretsQuotasMfa from './migrations/2026-11-24-60-secrets-quotas-mfa';
import * as chargeListKeys from './migrations/2026-11-24-70-charge-list-keys';
import * as triageListKeys from './migrations/2026-11-25-10-triage-list-keys';
import * as mfaPendingSecret from './migrations/2026-11-25-30-mfa-pending-secret';
import * as caseloadTotals from './migrations/2026-11-25-40-caseload-totals';
import * as journeyCache from './migrations/2026-11-26-10-journey-cache';
import * as journeyEncoded from './migrations/2026-11-26-20-journey-encoded';
import * as attentionEvidence from './migrations/2026-11-26-70-attention-evidence';

/** Listed, not globbed, so the bundle-free server and tests see the same ordered set. */
const migrations: Record<string, Migration> = {
  '2026-11-21-01-domain': domain,
  '2026-11-21-02-app-activity-keys': appActivityKeys,
  '2026-11-21-10-idempotency': idempotency,
  '2026-11-21-20-list-indexes': listIndexes,
  '2026-11-21-30-reset-token-tries': resetTokenTries,
  '2026-11-23-10-user-language': userLanguage,
  '2026-11-24-10-attention': attention,
  '2026-11-24-20-audit-log-indexes': auditLogIndexes,
  '2026-11-24-30-session-version': sessionVersion,
  '2026-11-24-40-issue-comments': issueComments,
  '2026-11-24-50-idempotency-lease': idempotencyLease,
  '2026-11-24-60-secrets-quotas-mfa': secretsQuotasMfa,
  '2026-11-24-70-charge-list-keys': chargeListKeys,
  '2026-11-25-10-triage-list-keys': triageListKeys,
  '2026-11-25-30-mfa-pending-secret': mfaPendingSecret,
  '2026-11-25-40-caseload-totals': caseloadTotals,
  '2026-11-26-10-journey-cache': journeyCache,
  '2026-11-26-20-journey-encoded': journeyEncoded,
  '2026-11-26-70-attention-evidence': attentionEvidence,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause.message}`, { cause });
  }
}
