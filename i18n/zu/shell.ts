import type { AppMessages } from '../en';

/** isiZulu for i18n/en/shell.ts, key for key. */

export const shell: AppMessages['portal']['shell'] = {
  home: 'Iya ekhasini lasekhaya',
  back: 'Buyela emuva',
  loading: 'Kuyalayisha…',
  menu: {
    navigation: 'Imenyu eyinhloko',
    settings: 'Izilungiselelo',
    feedback: 'Imibono',
    profile_loading: 'Kulayishwa iphrofayela yakho',
  },
  account: {
    open: 'Imenyu ye-akhawunti',
    my_profile: 'Iphrofayela yami',
    logout: 'Phuma',
    logging_out: 'Siyakuphumisa…',
    theme: 'Itimu',
  },
  idle: {
    title: 'Usekhona yini?',
    body: 'Awuyisebenzisanga iphothali imizuzu engu-%{minutes}. Ukuze kuvikelwe ubumfihlo babanakekelwa bakho, uzophuma ngemva kwemizuzwana engu-%{seconds}.',
    stay: 'Hlala ungenile',
    sign_out: 'Phuma manje',
  },
  theme: {
    light: 'Ekhanyayo',
    dark: 'Emnyama',
    system: 'Eyesistimu',
  },
  side_panel: {
    close: 'Vala iphaneli',
  },
  not_found: {
    title: 'Ikhasi alitholakalanga',
    message: 'Kungenzeka ukuthi ulahlekile. Asikaze siyibone le ndlela',
    go_home: 'Iya ekhasini lasekhaya',
    go_back: 'Buyela emuva',
  },
  not_allowed: {
    title: 'Akuvunyelwe',
    message: 'Awunayo imvume yokufinyelela le ndlela',
    go_home: 'Iya ekhasini lasekhaya',
    login_instead: 'Ngena kunalokho',
  },
  invites: {
    title: 'Izimemo',
    message: 'Izimemo ziyasebenza',
  },
  update_profile: {
    title: 'Buyekeza iphrofayela',
    message: 'Sicela uqedele iphrofayela yakho ngaphambi kokuthi uqhubeke. Le mininingwane ayikho:',
    first_name: 'Igama',
    last_name: 'Isibongo',
    terms_link: 'Funda imigomo nemibandela',
    proceed: 'Qhubeka',
  },
  second_factor: {
    title: 'Setha isinyathelo sesibili',
    message:
      'Indima yakho kufanele isebenzise isinyathelo sesibili ngaphambi kokunye: uhlelo lokusebenza lokuqinisekisa efonini yakho lunikeza ikhodi ecelwa ngemva kwephasiwedi uma ungena.',
  },
};
