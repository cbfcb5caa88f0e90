import { translate } from '../../lib/translate';
import type { OutgoingMail } from '../../repositories/mails';
import { escapeHtml } from '../escapeHtml';

/** Tells a client that a supporter asks to see their app data; they answer in the app. */
export function consentRequestMail(input: { to: string; supporterName: string }): OutgoingMail {
  const supporter = input.supporterName;
  const text = [
    translate('portal.api.mails.consent_request.intro', { supporter }),
    translate('portal.api.mails.consent_request.answer'),
  ];
  return {
    to: [input.to],
    // The supporter's name (free text) stays in the body: a subject never starts with it.
    subject: translate('portal.api.mails.consent_request.subject'),
    text: text.join('\n\n'),
    html: text.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
