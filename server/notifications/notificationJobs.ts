import type { FastifyBaseLogger } from 'fastify';
import { HOUR_MS } from '../../core/durations';
import type { Executor } from '../db/executor';
import { notifyMissedQuestionnaires } from '../services/notificationEvents';
import { escalateUnacknowledgedFlags } from './escalation';
import { sendDigests, sendMailsAtOnce, type NotificationMailConfig } from './notificationMails';

export interface NotificationJobsOptions {
  pollMs: number;
  /** The jobs' clock; a test moves it. */
  now?: () => Date;
}

/**
 * One pass of every notification job at `now`: escalation first (its notifications may be
 * mailed in the same pass), then the mails at once, then the digests that are due. Each job finds
 * its work in the database and claims it row by row, so a pass run by several processes at once,
 * or again after a restart, does each piece of work once and catches up what was missed.
 */
export async function runNotificationJobs(
  db: Executor,
  config: NotificationMailConfig,
  now: Date,
): Promise<void> {
  await escalateUnacknowledgedFlags(db, config, now);
  await sendMailsAtOnce(db, config, now);
  await sendDigests(db, config, now, 'daily');
  await sendDigests(db, config, now, 'weekly');
}

/**
 * How often a process looks for questionnaires missed in a row: a miss is counted in days, and
 * the check reads every charge, so hourly is soon enough and cheap. Its notifications are keyed
 * by the charge's last answer, so processes checking at once notify nobody twice.
 */
const MISSED_CHECK_EVERY_MS = HOUR_MS;

/** Runs the jobs at start and then every `pollMs`; answers a function that stops them. */
export function startNotificationJobs(
  db: Executor,
  config: NotificationMailConfig,
  log: FastifyBaseLogger,
  options: NotificationJobsOptions,
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  let missedCheckedAt = Number.NEGATIVE_INFINITY;
  const pass = () => {
    running = running
      .then(async () => {
        const at = now();
        if (at.getTime() - missedCheckedAt >= MISSED_CHECK_EVERY_MS) {
          missedCheckedAt = at.getTime();
          await notifyMissedQuestionnaires(db, at);
        }
        await runNotificationJobs(db, config, at);
      })
      .catch((error: unknown) => log.error({ err: error }, 'notification jobs failed'));
  };
  pass();
  const timer = setInterval(pass, options.pollMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
