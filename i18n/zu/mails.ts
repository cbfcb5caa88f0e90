import type { AppMessages } from '../en';

/** isiZulu for i18n/en/mails.ts, key for key. */

export const emailsResource: AppMessages['resources']['emails'] = {
  name: 'I-imeyili |||| Ama-imeyili',
  fields: {
    subject: 'Isihloko',
    sender: 'Umthumeli',
    to: 'Abamukeli',
    status: 'Isimo',
    createdAt: 'Idaliwe',
    sentAt: 'Ithunyelwe',
    failureReason: 'Isizathu sokwehluleka',
    failureCode: 'Ikhodi yeseva ye-imeyili',
  },
};

export const mails: AppMessages['portal']['mails'] = {
  sent: 'Ithunyelwe',
  not_sent: 'Ayithunyelwanga',
  queued: 'Ayithunyelwanga: ilindele ukuthunyelwa',
  failed: 'Ayithunyelwanga: yehlulekile',
  body: 'Umlayezo',
  frame_title: 'I-imeyili njengoba abamukeli beyibona',
  views: 'Indlela umlayezo oboniswa ngayo',
  html: 'I-HTML',
  plain_text: 'Umbhalo ovamile',
  resend: 'Thumela futhi',
  send_now: 'Thumela manje',
};
