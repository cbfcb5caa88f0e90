import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/executor';
import { deliverPendingMails, type MailTransport } from './deliverPendingMails';

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}

/** Delivers the mail table in the background; answers a function that stops it. */
export function startMailWorker(
  db: Executor,
  transport: MailTransport,
  log: FastifyBaseLogger,
  pollMs: number,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverPendingMails(db, transport))
      .catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
  }, pollMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
