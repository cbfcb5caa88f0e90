import type { AppMessages } from '../en';

/** isiZulu for i18n/en/accounts.ts, key for key. */

export const accounts: AppMessages['portal']['accounts'] = {
  status: {
    true: 'Iyasebenza',
    false: 'Ivaliwe',
  },
  api: {
    deactivated: 'Le akhawunti ivaliwe. Cela umlawuli ayivule futhi.',
    password_needed: 'Faka iphasiwedi yakho yamanje ukuze ushintshe ikheli le-imeyili.',
    confirm_invalid:
      'Lesi sixhumanisi sokuqinisekisa asivumelekile, sesisetshenzisiwe noma siphelelwe yisikhathi.',
    email_changed: 'Ikheli lakho le-imeyili lishintshiwe. Ngena ngekheli elisha.',
    not_yourself: 'Awukwazi ukuzivalela noma ukushintsha indima yakho.',
    companies_required: 'Khetha okungenani inkampani eyodwa.',
    reset_sent: 'I-imeyili yokusetha kabusha iphasiwedi ithunyelwe ku-%{email}.',
    inactive_no_reset:
      'Le akhawunti ivaliwe: yivule kuqala ngaphambi kokuthumela ukusetha kabusha.',
  },
  mails: {
    confirm: {
      subject: 'Qinisekisa ikheli lakho elisha le-imeyili',
      intro:
        'Othile ucele ukusebenzisa leli kheli ku-akhawunti yakhe yephothali yabaphathi bokunakekela esikhundleni se-%{old}.',
      open: 'Vula %{link} ukuze uliqinisekise. Kuze kube yilapho i-akhawunti igcina ikheli layo elidala.',
      open_link: 'Qinisekisa ikheli elisha',
      validity:
        'Isixhumanisi sisebenza amahora angama-24. Uma ungakucelanga lokhu, ungayinaki le-imeyili.',
    },
    notice: {
      subject: 'Ikheli lakho le-imeyili liyashintshwa',
      intro:
        'Othile ucele ukushintsha ikheli le-imeyili le-akhawunti yakho yephothali yabaphathi bokunakekela libe ngu-%{new}.',
      not_you:
        'Uma kungesuwe, shintsha iphasiwedi yakho manje futhi utshele umlawuli: ushintsho lwenzeka kuphela uma ikheli elisha liluqinisekisa.',
    },
  },
  edit: {
    open: 'Hlela',
    title: 'Hlela i-akhawunti',
    save: 'Londoloza',
    cancel: 'Khansela',
    saved: 'I-akhawunti ibuyekeziwe',
    companies: 'Izinkampani',
  },
  deactivate: {
    open: 'Vala',
    title: 'Vala u-%{name}?',
    body: 'Ngeke akwazi ukungena, futhi amaseshini akhe avulekile aphela ngokushesha. Abanakekelwa bakhe basala nabasekeli babo abanye. Ungayivula futhi i-akhawunti kamuva.',
    confirm: 'Vala',
    done: 'I-akhawunti ivaliwe',
  },
  reactivate: {
    open: 'Vula futhi',
    title: 'Vula futhi u-%{name}?',
    body: 'Uzokwazi ukungena futhi ngephasiwedi yakhe.',
    confirm: 'Vula futhi',
    done: 'I-akhawunti ivulwe futhi',
  },
  send_reset: {
    open: 'Thumela ukusetha kabusha iphasiwedi',
    title: 'Thumela i-imeyili yokusetha kabusha iphasiwedi?',
    body: 'I-imeyili enethokheni yokusetha kabusha iya ku-%{email}. Iphasiwedi yakhe yamanje isasebenza aze asethe entsha.',
    confirm: 'Thumela',
  },
  cancel: 'Khansela',
  profile: {
    current_password: 'Iphasiwedi yamanje',
    password_help: 'Iyadingeka ukuze ushintshe ikheli le-imeyili.',
    pending:
      'Sithumele isixhumanisi sokuqinisekisa ku-%{email}. Ikheli lakho le-imeyili lishintsha uma usivula.',
  },
  confirm_email: {
    title: 'Qinisekisa ikheli lakho elisha le-imeyili',
    working: 'Kuyaqinisekiswa…',
    confirm: 'Qinisekisa',
    missing: 'Lesi sixhumanisi asinayo ithokheni yokuqinisekisa.',
    to_login: 'Iya ekungeneni',
  },
};
