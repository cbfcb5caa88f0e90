import type { OutgoingMail } from '../../repositories/mails';
import { escapeHtml } from '../escapeHtml';

export interface InvitationMailInput {
  to: string;
  inviterName: string;
  subjectName: string;
  designation: string;
  code: string;
  link: string;
}

/** An invitation to support someone; the code is typed into the signup form. */
export function invitationMail(input: InvitationMailInput): OutgoingMail {
  const lines = [
    `${input.inviterName} invited you to support ${input.subjectName} as ${input.designation} on the case-manager portal.`,
    `Open ${input.link} to see the invitation.`,
    `Your invitation code is: ${input.code}`,
    'The invitation is valid for 14 days. If you did not expect it, ignore this e-mail.',
  ];
  return {
    to: [input.to],
    subject: `${input.inviterName} invited you to the case-manager portal`,
    text: lines.join('\n\n'),
    html: [
      `<p>${escapeHtml(lines[0] ?? '')}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Open the invitation</a> (${escapeHtml(input.link)})</p>`,
      `<p>Your invitation code is: <strong data-code>${escapeHtml(input.code)}</strong></p>`,
      `<p>${escapeHtml(lines[3] ?? '')}</p>`,
    ].join(''),
  };
}
