import type { AppMessages } from '../en';

/**
 * isiZulu for i18n/en/api.ts, key for key. Terms follow the glossary of
 * shared/reviews/zulu-terms.md: umnakekelwa (client), umphathi wokunakekela (case manager),
 * umsekeli (supporter), umlawuli (administrator), ikhodi yokufinyelela (access code), abela
 * (assign), xazulula (resolve), uhlelo lokusebenza (app). Header and parameter names stay as sent.
 */
export const api: AppMessages['portal']['api'] = {
  request: {
    invalid_data: 'Imininingwane ethunyelwe ayivumelekile.',
    invalid_query: 'Umbuzo awuvumelekile.',
    invalid_address: 'Ikheli lesicelo alivumelekile.',
    no_route: 'Ayikho indlela %{method} %{path}.',
    not_found: 'Akutholakalanga.',
    forbidden: 'Awunayo imvume yokwenza lesi senzo.',
    unauthenticated:
      'Imininingwane yokuqinisekisa ubuwena ayinikezwanga noma isiphelelwe yisikhathi.',
    too_many: 'Izicelo ziningi kakhulu. Sicela ulinde kancane bese uzama futhi.',
    body_too_large: 'Imininingwane ethunyelwe inkulu kakhulu.',
    too_deep: 'Imininingwane ethunyelwe inamazinga amaningi kakhulu afakwe ngaphakathi kwamanye.',
    invalid_body: 'Imininingwane ethunyelwe ayikwazanga ukufundwa.',
    unsupported_media_type: 'Imininingwane ethunyelwe kufanele ibe yi-JSON.',
    refused: 'Lesi sicelo asikwazi ukuphendulwa.',
    headers_too_large: 'Izinhloko zesicelo zinkulu kakhulu.',
    timeout: 'Isicelo sithathe isikhathi eside kakhulu ukufika.',
    malformed: 'Isicelo asikwazanga ukufundwa.',
    // The OpenAPI contract (issue 29).
    method_not_allowed: 'Leli kheli aliphenduli ku-%{method}.',
  },
  idempotency: {
    key_length: 'Inhloko ye-Idempotency-Key kufanele ibe nezinhlamvu ezisuka ku-1 kuya ku-%{max}.',
    key_reused: 'Le Idempotency-Key isivele isetshenziselwe esinye isicelo.',
    in_progress: 'Isicelo esinale Idempotency-Key sisacutshungulwa.',
  },
  list: {
    takes_boolean: "Isihlungi '%{field}' sithatha u-true noma u-false.",
    takes_date: "Isihlungi '%{field}' sithatha usuku (YYYY-MM-DD).",
    takes_id: "Isihlungi '%{field}' sithatha i-id.",
    takes_choice: "Isihlungi '%{field}' sithatha okukodwa kwalokhu: %{options}.",
    takes_number: "Isihlungi '%{field}' sithatha inombolo.",
    invalid: 'I-%{parameter} ayivumelekile: %{reason}.',
    unknown_field: "Inkambu ye-%{parameter} '%{field}' ayaziwa.",
    field_not_allowed: "'%{field}' ayikwazi ukusetshenziselwa i-%{parameter}.",
    reason: {
      not_a_pair: "'%{part}' akusona isibili se-field::value",
      given_twice: "'%{field}' inikezwe kabili",
      one_sort: 'i-sort ithatha inkambu eyodwa kuphela, field::asc noma field::desc',
      sort_order: "uhlelo lwe-sort '%{order}' akusilo u-asc noma u-desc",
    },
  },
  auth: {
    login_failed: 'Akukwazekanga ukungena ngemininingwane enikeziwe.',
    session_expired: 'Iseshini yakho iphelelwe yisikhathi. Sicela ungene futhi.',
    logged_out: 'Usuphumile.',
    reset_sent:
      'Uma i-akhawunti ikhona ngale-imeyili, ithokheni yokusetha kabusha ithunyelwe kuyo.',
    token_invalid: 'Ithokheni ayivumelekile noma isiphelelwe yisikhathi.',
    token_locked: 'Amathokheni angalungile maningi kakhulu: cela entsha.',
    terms_required: 'Yamukela imigomo nemibandela ngaphambi kokusebenzisa iphothali.',
    current_password_wrong: 'Iphasiwedi yamanje ayilungile.',
  },
  users: {
    email_taken: 'Umsebenzisi onale-imeyili usevele ukhona.',
    username_taken: 'Umsebenzisi onaleli gama lomsebenzisi usevele ukhona.',
  },
  case_managers: {
    not_found: 'Akatholakalanga umphathi wokunakekela.',
    email_taken: 'Umsebenzisi onale-imeyili usevele ukhona.',
    username_taken: 'Umsebenzisi onaleli gama lomsebenzisi usevele ukhona.',
    no_such_company: 'Ayikho inkampani enale-id.',
  },
  access_codes: {
    taken: 'Ikhodi yokufinyelela enale khodi isivele ikhona.',
    given_twice: 'Le khodi inikezwe kabili ohlwini.',
    no_such_case_manager: 'Akekho umphathi wokunakekela onale-id.',
    no_such_charge: 'Akekho umnakekelwa onale-id.',
    needs_case_manager: 'Khetha ukuthi ikhodi ingekabani ngaphambi kosuku lokwabelwa.',
    needs_charge: 'Khetha ukuthi ubani osebenzise ikhodi ngaphambi kosuku lokusetshenziswa.',
    some_refused: 'Amakhodi okufinyelela angu-%{failed} kwangu-%{total} awakwazanga ukudalwa.',
    not_found: 'Ayikho ikhodi yokufinyelela etholakele.',
    used: 'Le khodi isisetshenzisiwe futhi ayinakuchithwa.',
    requested: 'Le khodi ingeyesicelo somnakekelwa futhi ayinakuchithwa.',
    revoked: 'Ikhodi yokufinyelela ichithiwe.',
    dates: {
      future: 'Lolu suku alunakuba sesikhathini esizayo.',
      assigned_before_created: 'Ikhodi ayinakwabelwa ngaphambi kokuthi idalwe.',
      used_before_assigned: 'Ikhodi ayinakusetshenziswa ngaphambi kokuthi yabelwe.',
      used_before_created: 'Ikhodi ayinakusetshenziswa ngaphambi kokuthi idalwe.',
    },
  },
  charges: {
    not_found: 'Akatholakalanga umnakekelwa.',
    not_supported: 'Awumsekeli lo mnakekelwa.',
    may_not_invite: 'Awuvunyelwe ukumema abanye abasekeli balo mnakekelwa.',
    consent_refused: 'Lolu shintsho lwemvume aluvunyelwe esimweni samanje.',
  },
  attention: {
    no_consent: 'Lo msebenzisi akakakunikezi imvume yokubuka uhambo lwakhe.',
    not_raised: 'Lolu phawu aluphakanyisiwe kulo msebenzisi.',
    already_acknowledged: 'Lolu phawu seluvele luvunyiwe.',
  },
  charge_requests: {
    not_found: 'Asitholakalanga isicelo somnakekelwa.',
    case_managers_only: 'Abaphathi bokunakekela kuphela abangadala izicelo zabanakekelwa.',
    no_such_company: 'Le nkampani ayikho.',
    no_such_case_manager: 'Omunye wabaphathi bokunakekela abakhethiwe akekho.',
    already_attached: 'Usuvele uxhunywe kulesi sicelo.',
    creator_only: 'Umdali walesi sicelo kuphela ongengeza abasekeli.',
    used: 'Umnakekelwa usevele wabhalisa ngale khodi yokufinyelela: isicelo asisakwazi ukulungiswa noma ukuhoxiswa.',
  },
  supporters: {
    already_attached: 'Lo msekeli usevele exhunyiwe.',
  },
  // Issue 28: the one rule for credential changes.
  credentials: {
    password_needed: 'Faka iphasiwedi yakho yamanje ukuze wenze lolu shintsho.',
  },
  mfa: {
    setup_required:
      'Indima yakho kufanele isebenzise isinyathelo sesibili sokuqinisekisa: sisethe kuphrofayela yakho ngaphambi kokunye.',
    code_wrong:
      'Le khodi ayilungile. Thayipha ikhodi yamanje evela ohlelweni lwakho lokusebenza, noma ikhodi yokubuyisela.',
    locked: 'Amakhodi angalungile maningi kakhulu. Linda imizuzu eyi-%{minutes}, bese uzama futhi.',
    challenge_expired: 'Lokhu kungena sekuphelelwe yisikhathi. Ngena futhi ngephasiwedi yakho.',
    nothing_to_confirm: 'Asikho isinyathelo sesibili esilinde ukuqinisekiswa. Qala ukusetha futhi.',
    disabled: 'Isinyathelo sesibili sokuqinisekisa sivaliwe.',
    required_cannot_disable:
      'Indima yakho kufanele isebenzise isinyathelo sesibili sokuqinisekisa, ngakho-ke ngeke sivalwe.',
    code_used:
      'Le khodi isanda kusetshenziswa. Linda ikhodi elandelayo ohlelweni lwakho lokusebenza (entsha njalo ngemizuzwana engu-%{seconds}), bese uyithayipha.',
  },
  quota: {
    invitations_per_request:
      'Ungamema abasekeli abangafika ku-%{limit} kuphela ngesikhathi esisodwa.',
    invitations_per_day:
      'Usuthumele izimemo eziyi-%{limit} emahoreni angu-%{hours} adlule, okuyinani eliphezulu elivunyelwe. Akukho okuthunyelwe; zama futhi kusasa.',
    mails_per_day:
      'Okwenzile sekuthumele ama-imeyili angu-%{limit} emahoreni angu-%{hours} adlule, okuyinani eliphezulu elivunyelwe. Akukho okuthunyelwe; zama futhi kusasa.',
  },
  invitations: {
    not_found: 'Lesi simemo asikho.',
    gone: 'Lesi simemo sesivele sisetshenzisiwe, senqatshiwe noma siphelelwe yisikhathi.',
    code_invalid: 'Ikhodi ayivumelekile.',
    code_locked: 'Amakhodi angalungile maningi kakhulu: cela isimemo esisha.',
    email_mismatch: 'I-imeyili kufanele ibe yileyo isimemo esithunyelwe kuyo.',
    address_mismatch: 'Isimemo asihambisani nekheli.',
    declined: 'Isimemo senqatshiwe.',
    other_account:
      'Lesi simemo sithunyelwe kwelinye ikheli le-imeyili. Phuma, bese ungena noma ubhalise ngekheli esithunyelwe kulo.',
    case_managers_only: 'Ngumphathi wokunakekela kuphela ongamukela lesi simemo.',
    accepted: 'Usamukele isimemo.',
    sign_in_instead: 'Le-imeyili isivele inomsebenzisi: ngena ukuze wamukele isimemo.',
  },
  issues: {
    not_found: 'Ayikho inkinga enjalo.',
    changed_meanwhile: 'Le nkinga ishintshwe ngalesi sikhathi. Yilayishe kabusha bese uzama futhi.',
    resolved: 'Le nkinga ixazululiwe; inkinga exazululiwe ayikwazi ukushintsha.',
    already_assigned: 'Le nkinga isivele yabelwe; kunalokho yabele kabusha.',
    not_assigned: 'Le nkinga ayikabelwa; qala ngokuyabela.',
    same_assignee: 'Le nkinga isivele yabelwe lowo msebenzisi.',
    assignee_only: 'Isisebenzi esabelwe le nkinga kuphela esingayixazulula.',
    staff_only: 'Abasebenzi kuphela abangabela, babele kabusha noma baxazulule izinkinga.',
    administrators_only: 'Izinkinga zingabelwa umlawuli kuphela.',
    taken_up:
      'Ideski losizo selithathe le nkinga: isihloko nencazelo yayo akusakwazi ukushintshwa.',
  },
  app: {
    access_code_invalid: 'Le khodi yokufinyelela ayivumelekile noma isivele isetshenzisiwe.',
    in_the_future: 'Lesi sikhathi akufanele sibe esikhathini esizayo.',
    too_long_ago: 'Lesi sikhathi sesidlule kakhulu.',
    unknown_module: 'Le mojuli ayikho.',
    different_record: 'Kukhona kakade irekhodi elihlukile elinalesi sikhathi.',
    no_pending_request: 'Asikho isicelo semvume esilindile esivela kulo msekeli.',
    unknown_supporter: 'Lo msekeli akaxhunyiwe kuwe.',
  },
  actions: {
    confirmation_mismatch: 'Bhala ikheli le-imeyili ncamashi njengoba i-akhawunti ilibonisa.',
  },
  client_rights: {
    not_client:
      'Yi-akhawunti yomsebenzisi wohlelo lokusebenza (umnakekelwa) kuphela egcina imininingwane yomnakekelwa.',
    already_anonymised: 'Lo mnakekelwa usevele wenziwa ongaziwa.',
  },
  mails: {
    not_found: 'Ayikho i-imeyili etholakele.',
    already_sent:
      'Le-imeyili isithunyelwe kakade; kungathunyelwa kabusha kuphela i-imeyili engathunyelwanga.',
    resent: 'I-imeyili izothunyelwa futhi.',
    sent_now: 'I-imeyili izothunyelwa manje.',
    waiting:
      'Le-imeyili ayikathunyelwa futhi isalinde ukuthunyelwa; yithumele manje esikhundleni sokuyithumela futhi.',
    not_waiting: 'Kungathunyelwa manje kuphela i-imeyili esalinde ukuthunyelwa.',
    permanent_failure:
      'Iseva ye-imeyili ilenqabe ngokuphelele le-imeyili (isibonelo, ibhokisi leposi alikho); ukuyithumela futhi kungehluleka futhi.',
    password_reset: {
      subject: 'Ithokheni yakho yokusetha kabusha iphasiwedi',
      intro:
        'Othile ucele ukusetha kabusha iphasiwedi ye-akhawunti yakho yephothali yabaphathi bokunakekela.',
      token: 'Ithokheni yakho yokusetha kabusha ithi: %{token}',
      enter:
        'Yifake ku-%{link} kungakapheli imizuzu eyi-%{minutes}. Uma ungakucelanga lokhu, ungayinaki le-imeyili.',
    },
    invitation: {
      subject: 'Isimemo sokuya kuphothali yabaphathi bokunakekela',
      intro:
        'U-%{inviter} ukumeme ukuthi usekele u-%{subject} njengo-%{designation} kuphothali yabaphathi bokunakekela.',
      open: 'Vula %{link} ukuze ubone isimemo.',
      open_link: 'Vula isimemo',
      code: 'Ikhodi yakho yesimemo ithi: %{code}',
      existing_account:
        'Uma usuvele ungumsebenzisi wephothali, vula isimemo, ungene, bese usamukela ngekhodi.',
      validity:
        'Isimemo sisebenza izinsuku eziyi-%{days}. Uma ubungasilindele, ungayinaki le-imeyili.',
    },
    consent_request: {
      subject: 'Umsekeli ucela imvume yakho',
      intro:
        'U-%{supporter} ucela imvume yakho yokubona ukuthi usebenzisa kanjani uhlelo lokusebenza kanye namaphuzu akho enhlalakahle.',
      answer:
        'Vula uhlelo lokusebenza ukuze unikeze noma wenqabe imvume yakho. Ungashintsha umqondo wakho noma nini.',
    },
  },
};
