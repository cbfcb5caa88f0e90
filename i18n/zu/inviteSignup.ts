import type { AppMessages } from '../en';

/** isiZulu for i18n/en/inviteSignup.ts, key for key. */

export const invite: AppMessages['portal']['invite'] = {
  title: 'Umenyiwe',
  steps: {
    details: 'Isimemo',
    form: 'Bhalisa',
    join: 'Yamukela',
  },
  details: {
    intro: 'Umenyiwe ukuba ujoyine iphothali yabaphathi bokunakekela.',
    invited_by: 'Okumemile',
    client: 'Umnakekelwa',
    designation: 'Indima yakho',
    accept: 'Yamukela',
  },
  decline: {
    title: 'Lesi simemo asisona esakho?',
    intro: 'Ungasenqaba lesi simemo ngekhodi oyithunyelwe.',
    code: 'Ikhodi yesimemo',
    submit: 'Yenqaba',
    done_title: 'Isimemo senqatshiwe',
    done: 'Usenqabile lesi simemo. Ungalivala leli khasi.',
    confirm_title: 'Uyasenqaba lesi simemo?',
    confirm_message:
      'Uma usenqabile, lesi simemo ngeke kusakwazi ukubhaliswa ngaso. Lokhu akunakuhlehliswa.',
    confirm: 'Yenqaba isimemo',
    keep: 'Gcina isimemo',
  },
  form: {
    email: 'I-imeyili',
    first_name: 'Igama',
    last_name: 'Isibongo',
    code: 'Ikhodi yesikhathi esisodwa',
    code_help: 'Ikhodi ethunyelwe nesimemo sakho',
    password: 'Iphasiwedi',
    confirm: 'Qinisekisa iphasiwedi',
    accept_terms_before: 'Ngiyayamukela ',
    accept_terms_link: 'imigomo nemibandela',
    previous: 'Okwedlule',
    submit: 'Bhalisa',
  },
  has_account: 'Usuvele ungumsebenzisi wephothali?',
  log_in_to_accept: 'Ngena ukuze wamukele',
  join: {
    intro: 'Ungenile. Thayipha ikhodi ethunyelwe nesimemo sakho ukuze usamukele.',
    submit: 'Yamukela isimemo',
    done: 'Usamukele isimemo.',
  },
  load_error: 'Lesi simemo asikwazanga ukulayishwa.',
  failed_actions: {
    login: 'Ngena',
    home: 'Iya ekhasini lasekhaya',
  },
};
