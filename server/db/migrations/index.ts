/* Generated from server/db/migrations/ by `npm run gen`. Do not edit: add or remove a file there and run npm run gen. */
import type { Migration } from 'kysely/migration';
import * as domain from './2026-11-21-01-domain';
import * as appActivityKeys from './2026-11-21-02-app-activity-keys';
import * as idempotency from './2026-11-21-10-idempotency';
import * as listIndexes from './2026-11-21-20-list-indexes';
import * as resetTokenTries from './2026-11-21-30-reset-token-tries';
import * as userLanguage from './2026-11-23-10-user-language';
import * as attention from './2026-11-24-10-attention';
import * as auditLogIndexes from './2026-11-24-20-audit-log-indexes';
import * as sessionVersion from './2026-11-24-30-session-version';
import * as issueComments from './2026-11-24-40-issue-comments';
import * as idempotencyLease from './2026-11-24-50-idempotency-lease';
import * as secretsQuotasMfa from './2026-11-24-60-secrets-quotas-mfa';
import * as chargeListKeys from './2026-11-24-70-charge-list-keys';
import * as triageListKeys from './2026-11-25-10-triage-list-keys';
import * as mfaPendingSecret from './2026-11-25-30-mfa-pending-secret';
import * as caseloadTotals from './2026-11-25-40-caseload-totals';
import * as journeyCache from './2026-11-26-10-journey-cache';
import * as journeyEncoded from './2026-11-26-20-journey-encoded';
import * as attentionEvidence from './2026-11-26-70-attention-evidence';
import * as catalogueNames from './2026-11-27-10-catalogue-names';
import * as journeyViews from './2026-11-28-10-journey-views';
import * as catalogueKeys from './2026-11-29-20-catalogue-keys';
import * as catalogueDescriptions from './2026-11-29-30-catalogue-descriptions';
import * as auditRecordLabel from './2026-11-29-40-audit-record-label';
import * as mailFailureCode from './2026-11-29-50-mail-failure-code';
import * as episodes from './2026-11-30-01-episodes';
import * as notifications from './2026-11-30-02-notifications';
import * as episodeAttention from './2026-11-30-20-episode-attention';
import * as episodeOutcomes from './2026-11-30-30-episode-outcomes';
import * as notificationDelivery from './2026-11-30-50-notification-delivery';
import * as caseNotes from './2026-11-30-60-case-notes';
import * as clientAnonymised from './2026-11-30-70-client-anonymised';

/** Every migration in the folder, by name; Kysely runs them in the names' order. */
export const migrations: Record<string, Migration> = {
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
  '2026-11-27-10-catalogue-names': catalogueNames,
  '2026-11-28-10-journey-views': journeyViews,
  '2026-11-29-20-catalogue-keys': catalogueKeys,
  '2026-11-29-30-catalogue-descriptions': catalogueDescriptions,
  '2026-11-29-40-audit-record-label': auditRecordLabel,
  '2026-11-29-50-mail-failure-code': mailFailureCode,
  '2026-11-30-01-episodes': episodes,
  '2026-11-30-02-notifications': notifications,
  '2026-11-30-20-episode-attention': episodeAttention,
  '2026-11-30-30-episode-outcomes': episodeOutcomes,
  '2026-11-30-50-notification-delivery': notificationDelivery,
  '2026-11-30-60-case-notes': caseNotes,
  '2026-11-30-70-client-anonymised': clientAnonymised,
};
