import type { AppMessages } from '../en';

/** isiZulu for i18n/en/passwordReset.ts, key for key. */

export const reset: AppMessages['portal']['reset'] = {
  title: 'Setha kabusha iphasiwedi yakho',
  email_step: {
    intro:
      'Faka ikheli le-imeyili le-akhawunti yakho, sizokuthumelela ithokheni yokusetha kabusha.',
    email: 'I-imeyili',
    submit: 'Thumela ithokheni',
  },
  token_step: {
    intro:
      'Sithumele ithokheni yokusetha kabusha ku-%{email}. Yifake ngezansi kanye nephasiwedi yakho entsha.',
    token: 'Ithokheni yokusetha kabusha',
    password: 'Iphasiwedi entsha',
    confirm: 'Qinisekisa iphasiwedi entsha',
    submit: 'Setha kabusha iphasiwedi',
    resend: 'Thumela futhi ithokheni',
    resend_in: 'Thumela futhi ithokheni (%{time})',
    resent: 'Ithokheni entsha isendleleni.',
    change_email: 'Shintsha i-imeyili',
  },
  steps: {
    email: 'Qinisekisa i-imeyili',
    token: 'Iphasiwedi entsha',
  },
  back_to_login: 'Buyela ekungeneni',
};
