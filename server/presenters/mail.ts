import type { Mail as MailRow } from '../db/database';
import type { Mail } from '../../core/generated/mail';

export function toMail(row: MailRow): Mail {
  return {
    id: row.id,
    subject: row.subject,
    sender: row.sender,
    to: row.recipients,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    sentAt: row.sent_at?.toISOString() ?? null,
    bodyHtml: row.body_html,
    bodyText: row.body_text,
    failureReason: row.status === 'SS' ? null : row.last_error,
    failureCode: row.status === 'SS' ? null : row.last_error_code,
  };
}
