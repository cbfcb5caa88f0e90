import { translate } from '../../lib/translate';
import type { OutgoingMail } from '../../repositories/mails';
import { inMinutes, PASSWORD_RESET_TTL_MS } from '../../services/lifetimes';
import { escapeHtml } from '../escapeHtml';

const say = (key: string, values: Record<string, string | number> = {}) =>
  translate(`portal.api.mails.password_reset.${key}`, values);

export function passwordResetMail(input: {
  to: string;
  token: string;
  portalUrl: string;
}): OutgoingMail {
  const link = `${input.portalUrl}/password-reset`;
  const minutes = inMinutes(PASSWORD_RESET_TTL_MS);
  const linkHtml = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return {
    to: [input.to],
    subject: say('subject'),
    text: [
      say('intro'),
      say('token', { token: input.token }),
      say('enter', { link, minutes }),
    ].join('\n\n'),
    html: [
      `<p>${say('intro')}</p>`,
      `<p>${say('token', { token: `<strong data-token>${escapeHtml(input.token)}</strong>` })}</p>`,
      `<p>${say('enter', { link: linkHtml, minutes })}</p>`,
    ].join(''),
  };
}
