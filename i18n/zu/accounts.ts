import type { AppMessages } from '../en';

/** isiZulu for i18n/en/accounts.ts, key for key. */

export const accounts: AppMessages['portal']['accounts'] = {
  status: {
    true: 'Iyasebenza',
    false: 'Imisiwe',
  },
  api: {
    deactivated: 'Le akhawunti imisiwe. Cela umlawuli ayivuselele.',
    confirm_invalid:
      'Lesi sixhumanisi sokuqinisekisa asivumelekile, sesisetshenzisiwe noma siphelelwe yisikhathi.',
    email_changed: 'Ikheli lakho le-imeyili lishintshiwe. Ngena ngekheli elisha.',
    not_yourself: 'Awukwazi ukuzivalela noma ukushintsha indima yakho.',
    companies_required: 'Khetha okungenani inkampani eyodwa.',
    reset_sent: 'I-imeyili yokusetha kabusha iphasiwedi ithunyelwe ku-%{email}.',
    client_no_reset:
      'Umsebenzisi wohlelo lokusebenza usetha kabusha iphasiwedi yakhe kulolo hlelo, hhayi kuphothali.',
    inactive_no_reset:
      'Le akhawunti imisiwe: yivuselele kuqala ngaphambi kokuthumela ukusetha kabusha.',
    second_factor_reset: 'Isinyathelo sesibili sika-%{email} sisethwe kabusha.',
    no_second_factor: 'Le akhawunti ayinaso isinyathelo sesibili esingasethwa kabusha.',
    own_second_factor: 'Shintsha isinyathelo sakho sesibili kuphrofayela yakho.',
    inactive_no_second_factor_reset:
      'Le akhawunti imisiwe: yivuselele kuqala ngaphambi kokusetha kabusha isinyathelo sayo sesibili.',
    client_no_role: 'I-akhawunti yomsebenzisi wohlelo lokusebenza ayinayo indima kuphothali.',
    admin_role_superuser_only: 'Ngumlawuli ophezulu kuphela ongashintsha indima yomunye umlawuli.',
    admin_by_flag:
      'Le akhawunti ingumlawuli ngenxa yefulegi layo lomlawuli ophezulu noma labasebenzi, noma ngabe iyiphi indima yayo.',
  },
  mails: {
    confirm: {
      subject: 'Qinisekisa ikheli lakho elisha le-imeyili',
      intro:
        'Othile ucele ukusebenzisa leli kheli ku-akhawunti yakhe yephothali yabaphathi bokunakekela esikhundleni se-%{old}.',
      open: 'Vula %{link} ukuze uliqinisekise. Kuze kube yilapho i-akhawunti igcina ikheli layo elidala.',
      open_link: 'Qinisekisa ikheli elisha',
      validity:
        'Isixhumanisi sisebenza amahora angu-%{hours}. Uma ungakucelanga lokhu, ungayinaki le-imeyili.',
    },
    notice: {
      subject: 'Ikheli lakho le-imeyili liyashintshwa',
      intro:
        'Othile ucele ukushintsha ikheli le-imeyili le-akhawunti yakho yephothali yabaphathi bokunakekela libe ngu-%{new}.',
      not_you:
        'Uma kungesuwe, shintsha iphasiwedi yakho manje futhi utshele umlawuli: ushintsho lwenzeka kuphela uma ikheli elisha liluqinisekisa.',
    },
    second_factor_reset: {
      subject: 'Isinyathelo sesibili se-akhawunti yakho sisethwe kabusha',
      intro:
        'Umlawuli usethe kabusha isinyathelo sesibili se-akhawunti yakho yephothali yabaphathi bokunakekela. Uhlelo lwakho lokusebenza lokuqinisekisa namakhodi okubuyisela azisakungenisi, futhi amaseshini akho avulekile aphelile.',
      next: 'Ngena ngephasiwedi yakho. Uma indima yakho kufanele isebenzise isinyathelo sesibili, uzosetha esisha ngaphambi kokunye.',
      not_you: 'Uma ungakucelanga lokhu, shintsha iphasiwedi yakho manje futhi utshele umlawuli.',
    },
  },
  edit: {
    open: 'Hlela',
    title: 'Hlela i-akhawunti',
    saved: 'I-akhawunti ibuyekeziwe',
    companies: 'Izinkampani',
  },
  deactivate: {
    open: 'Misa',
    title: 'Misa i-akhawunti ka-%{name}?',
    body: 'Ngeke akwazi ukungena, futhi amaseshini akhe avulekile aphela ngokushesha. Abanakekelwa bakhe basala nabasekeli babo abanye. Ungayivuselela i-akhawunti kamuva.',
    confirm: 'Misa',
    done: 'I-akhawunti imisiwe',
  },
  reactivate: {
    open: 'Vuselela',
    title: 'Vuselela i-akhawunti ka-%{name}?',
    body: 'Uzokwazi ukungena futhi ngephasiwedi yakhe.',
    confirm: 'Vuselela',
    done: 'I-akhawunti ivuselelwe',
  },
  send_reset: {
    open: 'Thumela ukusetha kabusha iphasiwedi',
    title: 'Thumela i-imeyili yokusetha kabusha iphasiwedi?',
    body: 'I-imeyili enethokheni yokusetha kabusha iya ku-%{email}. Iphasiwedi yakhe yamanje isasebenza aze asethe entsha.',
    confirm: 'Thumela',
  },
  reset_second_factor: {
    open: 'Setha kabusha isinyathelo sesibili',
    title: 'Setha kabusha isinyathelo sesibili sika-%{name}?',
    body: 'Uhlelo lwakhe lokusebenza lokuqinisekisa namakhodi okubuyisela ziyeka ukusebenza, futhi amaseshini akhe avulekile ayaphela. Uzongena ngephasiwedi yakhe kuphela, noma uzoqala asethe isinyathelo sesibili esisha uma indima yakhe kufanele isisebenzise. I-imeyili iyamazisa.',
    confirm: 'Setha kabusha',
  },
  second_factor: {
    true: 'Sivuliwe',
    false: 'Sivaliwe',
  },
  kind: {
    client: 'Umsebenzisi wohlelo lokusebenza',
    staff: 'Isisebenzi sephothali',
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
