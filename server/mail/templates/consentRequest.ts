import type { OutgoingMail } from '../../repositories/mails';
import { escapeHtml } from '../escapeHtml';

/** Tells a client that a supporter asks to see their app data; they answer in the app. */
export function consentRequestMail(input: { to: string; supporterName: string }): OutgoingMail {
  const text = [
    `${input.supporterName} asks for your consent to see how you use the app and your wellbeing scores.`,
    'Open the app to give or deny your consent. You can change your mind at any time.',
  ];
  return {
    to: [input.to],
    subject: `${input.supporterName} asks for your consent`,
    text: text.join('\n\n'),
    html: text.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
