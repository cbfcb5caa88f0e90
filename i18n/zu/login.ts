import type { AppMessages } from '../en';

/** isiZulu for i18n/en/login.ts, key for key. */

export const login: AppMessages['portal']['login'] = {
  title: 'Siyakwamukela futhi',
  subtitle: 'Ngena ukuze ulandelele futhi usekele abantu obanakekelayo.',
  email: 'I-imeyili',
  password: 'Iphasiwedi',
  remember_me: 'Ngikhumbule',
  submit: 'Ngena',
  forgot_password: 'Ukhohlwe iphasiwedi?',
  mfa_intro:
    'Faka ikhodi yezinombolo ezi-6 evela ohlelweni lwakho lokusebenza lokuqinisekisa, noma eyodwa yamakhodi akho okubuyisela.',
  mfa_code: 'Ikhodi',
  mfa_submit: 'Qinisekisa',
  privacy_policy: 'Inqubomgomo yobumfihlo',
  reset_success: 'Iphasiwedi yakho isethwe kabusha. Ngena ukuze uqhubeke.',
  panel_title: 'Ukunakekela, isinyathelo ngesinyathelo.',
  panel_text: 'Landelela ukuzibandakanya, imvume kanye nenhlalakahle endaweni eyodwa ezolile.',
  mfa_back: 'Buyela kuphasiwedi',
  idle_signed_out:
    'Ukhishwe ngemva kwemizuzu engu-%{minutes} ungasebenzisi lutho. Ngena ukuze uqhubeke lapho ubukhona.',
};
