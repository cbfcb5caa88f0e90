import type { NotificationKind } from '../../../core/notificationDelivery';
import { translate } from '../../lib/translate';
import type { OutgoingMail } from '../../repositories/mails';
import { escapeHtml } from '../escapeHtml';

/** One line of a notification mail: a person's initials, a kind of event and how many. */
export interface NotificationLine {
  /** Null when the event is about no one person (an issue assigned). */
  initials: string | null;
  kind: NotificationKind;
  count: number;
}

export interface NotificationMailInput {
  to: string;
  /** The inbox, behind the portal's sign-in. */
  link: string;
  mode: 'immediate' | 'daily' | 'weekly';
  lines: NotificationLine[];
}

const say = (key: string, values: Record<string, string | number> = {}) =>
  translate(`portal.notification_delivery.mail.${key}`, values);

const kindLabel = (kind: NotificationKind) =>
  translate(`portal.notification_delivery.kinds.${kind}`);

/**
 * A mail at once or a digest, in the current language (the recipient's). It carries no health
 * data: initials, kinds of event and counts, and a link that needs a sign-in; never a name, a
 * score, an answer or a flag's code, so a mailbox read by someone else tells them nothing.
 */
export function notificationMail(input: NotificationMailInput): OutgoingMail {
  const [first] = input.lines;
  const subject =
    input.mode === 'immediate' && first
      ? say('subject_immediate', { kind: kindLabel(first.kind) })
      : say(`subject_${input.mode}`);
  const intro = say(`intro_${input.mode}`);
  // Punctuation only around the translated words: the same in every language.
  const lines = input.lines.map(
    (line) => `${line.initials ?? say('no_person')}: ${kindLabel(line.kind)} (${line.count})`,
  );
  const closing = say('no_health_data');
  const linkHtml = `<a href="${escapeHtml(input.link)}">${escapeHtml(say('open_link'))}</a> (${escapeHtml(input.link)})`;
  return {
    to: [input.to],
    subject,
    text: [intro, lines.join('\n'), say('sign_in_hint', { link: input.link }), closing].join(
      '\n\n',
    ),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
      `<p>${linkHtml}</p>`,
      `<p>${escapeHtml(closing)}</p>`,
    ].join(''),
  };
}
