import { translate } from '../../lib/translate';
import type { OutgoingMail } from '../../repositories/mails';
import { EMAIL_CHANGE_TTL_MS, inHours } from '../../services/lifetimes';
import { escapeHtml } from '../escapeHtml';

const say = (key: string, values: Record<string, string | number> = {}) =>
  translate(`portal.accounts.mails.${key}`, values);

/** To the new address: the link that makes the change. */
export function emailConfirmMail(input: {
  to: string;
  oldEmail: string;
  link: string;
}): OutgoingMail {
  const { link } = input;
  const intro = say('confirm.intro', { old: input.oldEmail });
  const validity = say('confirm.validity', { hours: inHours(EMAIL_CHANGE_TTL_MS) });
  const linkHtml = `<a href="${escapeHtml(link)}">${escapeHtml(say('confirm.open_link'))}</a>`;
  return {
    to: [input.to],
    subject: say('confirm.subject'),
    text: [intro, say('confirm.open', { link }), validity].join('\n\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${say('confirm.open', { link: linkHtml })}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join(''),
  };
}

/** To the old address: someone asked to move the account away from it. */
export function emailChangeNoticeMail(input: { to: string; newEmail: string }): OutgoingMail {
  const lines = [say('notice.intro', { new: input.newEmail }), say('notice.not_you')];
  return {
    to: [input.to],
    subject: say('notice.subject'),
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
