import { secretBox, type SecretBox } from '../lib/sealedSecrets';
import { escapeHtml } from './escapeHtml';

/**
 * What a stored mail shows in place of its one-time secret (reset token, invitation code): the
 * Mails page and the database never hold the secret itself; delivery puts it in (see
 * `deliverPendingMails`).
 */
export const SECRET_MASK = '••••••••';

export function mailSecretBox(serverSecret: string): SecretBox {
  return secretBox(serverSecret, 'mail secrets');
}

/** The bodies as sent: the mask replaced by the secret (escaped in HTML). */
export function revealSecret(
  bodies: { html: string; text: string },
  secret: string,
): { html: string; text: string } {
  return {
    html: bodies.html.replaceAll(SECRET_MASK, escapeHtml(secret)),
    text: bodies.text.replaceAll(SECRET_MASK, secret),
  };
}
