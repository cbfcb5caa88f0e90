import type { ColumnDefinition, ResourceDefinition } from '../core/resourceDefinition';

// Spec section 4: SS is sent, anything else not sent; which kind of not sent is said too, so a
// resent mail's status changes from failed to waiting on the page.
const status: ColumnDefinition = {
  field: 'status',
  type: 'choice',
  choices: { SS: 'portal.mails.sent', PN: 'portal.mails.queued', FL: 'portal.mails.failed' },
  otherwise: 'portal.mails.not_sent',
};

/** Every mail the portal sent or will send, for administrators (spec: Mails). */
export const emails: ResourceDefinition = {
  // The portal's route of spec section 2 (`emails`); the API's path is the spec's `mail`.
  name: 'emails',
  path: 'mail/',
  schema: 'mail.json',
  audience: 'admin',
  columns: [
    { field: 'subject', type: 'text' },
    { field: 'to', type: 'list' },
    status,
    { field: 'createdAt', type: 'date', sortable: true },
  ],
  search: ['subject', 'recipients'],
  filters: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
  rowClick: '/emails/:id',
  cardTitle: 'subject',
  detail: [
    { field: 'subject', type: 'text' },
    { field: 'sender', type: 'text' },
    { field: 'to', type: 'list' },
    status,
    { field: 'createdAt', type: 'date' },
    { field: 'sentAt', type: 'date' },
    { field: 'failureReason', type: 'text' },
    { field: 'failureCode', type: 'text' },
  ],
  // A mail that was not sent goes back to the delivery queue: Resend where it failed for a
  // reason a resend can fix, Send now where it waits; neither where it cannot help.
  actions: [
    {
      name: 'resend',
      label: 'portal.mails.resend',
      success: 'portal.api.mails.resent',
      rule: 'mail-resend',
      refused: 'hidden',
    },
    {
      name: 'send-now',
      label: 'portal.mails.send_now',
      success: 'portal.api.mails.sent_now',
      rule: 'mail-send-now',
      refused: 'hidden',
    },
  ],
  console: {
    overrides: { show: 'MailDetails' },
    menu: { group: 'main', order: 30, icon: 'mail' },
  },
};
