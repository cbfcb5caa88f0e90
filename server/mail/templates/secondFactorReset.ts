import { translate } from '../../lib/translate';
import type { OutgoingMail } from '../../repositories/mails';
import { escapeHtml } from '../escapeHtml';

/** To the account an administrator reset the second factor of: what happened, what comes next. */
export function secondFactorResetMail(input: { to: string }): OutgoingMail {
  const lines = ['intro', 'next', 'not_you'].map((key) =>
    translate(`portal.accounts.mails.second_factor_reset.${key}`),
  );
  return {
    to: [input.to],
    subject: translate('portal.accounts.mails.second_factor_reset.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
