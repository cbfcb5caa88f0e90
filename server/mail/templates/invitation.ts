import { translate } from '../../lib/translate';
import type { OutgoingMail } from '../../repositories/mails';
import { inDays, INVITATION_TTL_MS } from '../../services/lifetimes';
import { escapeHtml } from '../escapeHtml';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  subjectName: string;
  designation: string;
  code: string;
  link: string;
}

const say = (key: string, values: Record<string, string | number> = {}) =>
  translate(`portal.api.mails.invitation.${key}`, values);

/** An invitation to support someone; the code is typed into the signup form. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const { link, code } = input;
  const intro = say('intro', {
    inviter: input.inviterName,
    subject: input.subjectName,
    designation: input.designation,
  });
  const validity = say('validity', { days: inDays(INVITATION_TTL_MS) });
  // The same words to every address: the mail must not tell an account from a new person.
  const existing = say('existing_account');
  const lines = [intro, say('open', { link }), say('code', { code }), existing, validity];
  const linkHtml = `<a href="${escapeHtml(link)}">${say('open_link')}</a> (${escapeHtml(link)})`;
  return {
    to: [input.to],
    // Never the inviter's own words first: a profile name is free text (a phishing subject).
    subject: say('subject'),
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${linkHtml}</p>`,
      `<p>${say('code', { code: `<strong data-code>${escapeHtml(code)}</strong>` })}</p>`,
      `<p>${escapeHtml(existing)}</p>`,
      `<p>${escapeHtml(validity)}</p>`,
    ].join(''),
  };
}
