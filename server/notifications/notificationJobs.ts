import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/executor';
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

/** Runs the jobs at start and then every `pollMs`; answers a function that stops them. */
export function startNotificationJobs(
  db: Executor,
  config: NotificationMailConfig,
  log: FastifyBaseLogger,
  options: NotificationJobsOptions,
): () => Promise<void> {
  const now = options.now ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => runNotificationJobs(db, config, now()))
      .catch((error: unknown) => log.error({ err: error }, 'notification jobs failed'));
  };
  pass();
  const timer = setInterval(pass, options.pollMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
