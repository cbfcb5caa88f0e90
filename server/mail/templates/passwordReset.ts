import type { OutgoingMail } from '../../repositories/mails';
import { escapeHtml } from '../escapeHtml';

export function passwordResetMail(input: {
  to: string;
  token: string;
  portalUrl: string;
}): OutgoingMail {
  const link = `${input.portalUrl}/password-reset`;
  return {
    to: [input.to],
    subject: 'Your password reset token',
    text: [
      'Someone asked to reset the password of your case-manager portal account.',
      `Your reset token is: ${input.token}`,
      `Enter it at ${link} within one hour. If you did not ask for this, ignore this e-mail.`,
    ].join('\n\n'),
    html: [
      '<p>Someone asked to reset the password of your case-manager portal account.</p>',
      `<p>Your reset token is: <strong data-token>${escapeHtml(input.token)}</strong></p>`,
      `<p>Enter it at <a href="${escapeHtml(link)}">${escapeHtml(link)}</a> within one hour.`,
      ' If you did not ask for this, ignore this e-mail.</p>',
    ].join(''),
  };
}
