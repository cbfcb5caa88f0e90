import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

/**
 * A pickup directory (`MAIL_OUTBOX_DIR`), alone or beside SMTP: each sent mail is a JSON file, named
 * so that they sort by sending time. The end-to-end suites read their links and codes here, as a
 * person reads their inbox.
 */
export function outboxTransport(dir: string): MailTransport {
  mkdirSync(dir, { recursive: true });
  let sequence = 0;
  return {
    send: (mail) => {
      sequence += 1;
      const name = `${Date.now()}-${String(sequence).padStart(6, '0')}.json`;
      writeFileSync(join(dir, name), JSON.stringify({ ...mail, sentAt: new Date() }));
      return Promise.resolve();
    },
  };
}

/** Sends each mail through every transport in turn (SMTP, then a copy in the outbox). */
export function allOf(transports: MailTransport[]): MailTransport {
  return {
    send: async (mail) => {
      for (const transport of transports) {
        await transport.send(mail);
      }
    },
  };
}

/** Delivers the mail table in the background; answers a function that stops it. */
export function startMailWorker(
  db: Executor,
  transport: MailTransport,
  log: FastifyBaseLogger,
  options: { pollMs: number; serverSecret: string },
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => deliverPendingMails(db, transport, { serverSecret: options.serverSecret }))
      .catch((error: unknown) => log.error({ err: error }, 'mail delivery failed'));
  }, options.pollMs);
  return async () => {
    clearInterval(timer);
    await running;
  };
}
