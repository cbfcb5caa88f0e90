import type { AppMessages } from '../en';

/** isiZulu for i18n/en/profile.ts, key for key. */

export const profile: AppMessages['portal']['profile'] = {
  title: 'Iphrofayela yami',
  tabs: {
    profile: 'Iphrofayela',
    settings: 'Izilungiselelo',
  },
  signup_success: 'Ungene ngempumelelo. Manje ungaqedela ukusetha iphrofayela yakho.',
  fields: {
    username: 'Igama lomsebenzisi',
    email: 'I-imeyili',
    first_name: 'Igama',
    last_name: 'Isibongo',
    date_joined: 'Usuku lokujoyina',
    role: 'Indima',
  },
  role_labels: {
    AD: 'Umlawuli',
    QM: 'Umphathi wokunakekela oyisekela',
    MG: 'Umphathi wokunakekela',
    CA: 'Umlawuli wenkampani',
  },
  update_profile: {
    open: 'Buyekeza iphrofayela',
    title: 'Buyekeza iphrofayela',
    save: 'Londoloza',
    cancel: 'Khansela',
    success: 'Iphrofayela yakho ibuyekeziwe.',
  },
  update_password: {
    open: 'Buyekeza iphasiwedi',
    title: 'Buyekeza iphasiwedi',
    current: 'Iphasiwedi yamanje',
    new: 'Iphasiwedi entsha',
    confirm: 'Qinisekisa iphasiwedi entsha',
    save: 'Buyekeza iphasiwedi',
    cancel: 'Khansela',
    success: 'Iphasiwedi yakho ibuyekeziwe.',
  },
  settings: {
    intro: 'Lezi zilungiselelo zigcinwa kulesi siphequluli kuphela.',
    language: 'Ulimi',
    theme: 'Itimu',
    page_size: 'Imigqa ekhasini ngalinye kumathebula',
    saved: 'Izilungiselelo zilondoloziwe',
  },
};
