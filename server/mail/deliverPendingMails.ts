import type { Executor } from '../db/executor';
import { isPermanentFailure, smtpCodeOf } from '../../core/mailFailure';
import { claimPendingMails, markMailFailed, markMailSent } from '../repositories/mails';
import { mailSecretBox, revealSecret } from './mailSecret';

/** What actually sends a mail: nodemailer over SMTP in production, a recorder in tests. */
export interface MailTransport {
  send(mail: {
    from: string;
    to: string[];
    subject: string;
    html: string;
    text: string;
  }): Promise<void>;
}

export interface DeliveryOptions {
  /** The server's secret (`JWT_SECRET`): it unseals the one-time secrets of the mails. */
  serverSecret: string;
  batchSize?: number;
  /** How long a claimed mail stays with its claimer before another process may retry it. */
  leaseMs?: number;
  maxAttempts?: number;
}

/**
 * Puts a mail's one-time secret in at the last moment (the stored row holds a mask); once the
 * mail is sent, `markMailSent` forgets the sealed secret.
 *
 * Claims pending mails with row locks (`SKIP LOCKED`), so any number of API processes can run
 * this at once and each mail is sent by exactly one of them, then records the outcome.
 */
export async function deliverPendingMails(
  db: Executor,
  transport: MailTransport,
  options: DeliveryOptions,
): Promise<number> {
  const { batchSize = 10, leaseMs = 60_000, maxAttempts = 5 } = options;
  const box = mailSecretBox(options.serverSecret);
  const claimed = await claimPendingMails(db, batchSize, leaseMs);
  let sent = 0;
  for (const mail of claimed) {
    try {
      const bodies = { html: mail.body_html, text: mail.body_text };
      const { html, text } = mail.secret_sealed
        ? revealSecret(bodies, box.unseal(mail.secret_sealed))
        : bodies;
      await transport.send({
        from: mail.sender,
        to: mail.recipients,
        subject: mail.subject,
        html,
        text,
      });
      await markMailSent(db, mail.id);
      sent += 1;
    } catch (error) {
      const code = smtpCodeOf(error);
      // A permanent refusal fails for good at once: trying again gets the same answer.
      await markMailFailed(db, mail.id, {
        final: mail.attempts >= maxAttempts || isPermanentFailure(code),
        error: error instanceof Error ? error.message.slice(0, 500) : 'unknown error',
        code,
      });
    }
  }
  return sent;
}
