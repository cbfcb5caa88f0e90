/** Mails: resource and pages. Keys mirror i18n/zu/mails.ts. */

export const emailsResource = {
  name: 'Mail |||| Mails',
  fields: {
    subject: 'Subject',
    sender: 'From',
    to: 'To',
    status: 'Status',
    createdAt: 'Created',
    sentAt: 'Sent',
    failureReason: 'Why it failed',
    failureCode: 'Mail server code',
  },
};

export const mails = {
  // Spec section 4: SS is sent, anything else not sent.
  sent: 'Sent',
  not_sent: 'Not sent',
  // Issue 31: which kind of not sent, so a resend shows on the page.
  queued: 'Not sent: waiting to be sent',
  failed: 'Not sent: failed',
  body: 'Message',
  frame_title: 'The mail as its recipients see it',
  views: 'How the message is shown',
  html: 'HTML',
  plain_text: 'Plain text',
  resend: 'Resend',
  send_now: 'Send now',
};
