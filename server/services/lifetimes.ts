import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../core/durations';

/*
 * How long what the server hands out stays valid, and its windows: enforced by the services and
 * interpolated into the messages and mails that state them (i18n says no number of its own).
 */

/** A password reset token. */
export const PASSWORD_RESET_TTL_MS = HOUR_MS;
/** The link confirming a new e-mail address. */
export const EMAIL_CHANGE_TTL_MS = DAY_MS;
/** An invitation and its code. */
export const INVITATION_TTL_MS = 14 * DAY_MS;
/** Wrong second-factor codes are counted over this window, and lock it for as long. */
export const MFA_FAILURE_WINDOW_MS = 15 * MINUTE_MS;
/** The window of the per-user invitation and mail quotas. */
export const SENDER_QUOTA_WINDOW_MS = DAY_MS;

/** Whole minutes, hours and days of a lifetime, as its messages state it. */
export const inMinutes = (ms: number): number => Math.round(ms / MINUTE_MS);
export const inHours = (ms: number): number => Math.round(ms / HOUR_MS);
export const inDays = (ms: number): number => Math.round(ms / DAY_MS);
