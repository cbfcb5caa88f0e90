import type { AppMessages } from '../en';

/** isiZulu for i18n/en/auditLog.ts, key for key. */

export const auditLogResource: AppMessages['resources']['audit-log'] = {
  name: 'Irekhodi lezenzo |||| Irekhodi lezenzo',
  fields: {
    at: 'Nini',
    actor: 'Ubani',
    actorEmail: 'I-imeyili',
    action: 'Kwenzekeni',
    record: 'Irekhodi',
    recordType: 'Uhlobo lwerekhodi',
    ip: 'Kuphi (ikheli le-IP)',
  },
  records: {
    charge: 'Umnakekelwa',
    charge_request: 'Isicelo somnakekelwa',
    case_manager: 'Umphathi wokunakekela',
    user: 'I-akhawunti',
    invitation: 'Isimemo',
    access_code: 'Ikhodi yokufinyelela',
    mail: 'I-imeyili',
    issue: 'Inkinga',
    list: 'Uhlu',
  },
  record_states: {
    deleted: 'isusiwe',
    revoked: 'ihoxisiwe',
  },
  actions: {
    auth: {
      login: 'Ungenile',
      login_failed: 'Ukungena kwehlulekile',
      login_throttled: 'Ukungena kunqunyelwe',
      logout: 'Uphumile',
      idle_logout: 'Uphumile ngemva kokungasebenzi',
      password_change: 'Ushintshe iphasiwedi',
      password_reset: 'Usethe kabusha iphasiwedi',
      email_change: 'Ushintshe i-imeyili',
      email_change_request: 'Ucele ukushintsha i-imeyili',
      profile_update: 'Ubuyekeze iphrofayela yakhe',
      password_check_failed: 'Iphasiwedi yamanje engalungile',
      mfa_setup: 'Uqale ukusetha isinyathelo sesibili',
      mfa_enable: 'Uvule isinyathelo sesibili',
      mfa_disable: 'Ucishe isinyathelo sesibili',
      mfa_failed: 'Isinyathelo sesibili sehlulekile',
    },
    terms: { accept: 'Wamukele imigomo' },
    journey: { view: 'Ubuke uhambo' },
    attention: {
      acknowledge: 'Uvume uphawu',
      escalate: 'Wadlulisela phezulu uphawu olungavunywanga',
    },
    outcomes: { view: 'Ubuke umbiko wemiphumela', charges_view: 'Ubuke abanakekelwa bomphumela' },
    list: { export: 'Uthumele uhlu ngaphandle' },
    consent: {
      request: 'Ucele imvume',
      cancel: 'Ukhansele isicelo semvume',
      answer: 'Uphendule isicelo semvume',
    },
    charge: {
      update: 'Ulungise iphrofayela yomsebenzisi',
      export: 'Uthumele ngaphandle konke okugcinwe ngomsebenzisi',
      anonymise: 'Wenze umsebenzisi angaziwa',
    },
    episode: {
      open: 'Uvule isiqephu sokunakekelwa',
      discharge: 'Ukhulule umnakekelwa',
      update: 'Ulungise isiqephu sokunakekelwa',
    },
    charge_request: {
      create: 'Wenze isicelo somnakekelwa',
      update: 'Ulungise isicelo somnakekelwa',
      withdraw: 'Uhoxise isicelo somnakekelwa',
    },
    supporter: {
      add: 'Wengeze umsekeli',
      remove: 'Ukhiphe umsekeli',
      invite: 'Umeme umsekeli',
    },
    invitation: { accept: 'Wamukele isimemo', decline: 'Wenqabe isimemo' },
    case_manager: { create: 'Wengeze umphathi wokunakekela' },
    user: {
      update: 'Ushintshe i-akhawunti',
      deactivate: 'Umise i-akhawunti',
      reactivate: 'Uvuselele i-akhawunti',
      password_reset_sent: 'Uthumele ukusetha kabusha iphasiwedi',
      second_factor_reset: 'Usethe kabusha isinyathelo sesibili',
    },
    access_code: {
      create: 'Wengeze amakhodi okufinyelela',
      revoke: 'Uchithe ikhodi yokufinyelela',
    },
    note: {
      view: 'Ufunde amanothi okunakekela',
      create: 'Ubhale inothi lokunakekela',
      update: 'Uhlele inothi lokunakekela',
      amend: 'Ulungise inothi lokunakekela',
    },
    resource: {
      create: 'Wengeze irekhodi',
      update: 'Ushintshe irekhodi',
      delete: 'Ususe irekhodi',
    },
    mail: {
      resend: 'Uphinde wathumela i-imeyili',
      send_now: 'Uthumele manje i-imeyili ebilindile',
    },
    issue: {
      create: 'Ubike inkinga',
      update: 'Ulungise inkinga',
      assign: 'Wabele inkinga',
      reassign: 'Wabele kabusha inkinga',
      resolve: 'Uxazulule inkinga',
      comment: 'Uphawule enkingeni',
    },
    app: {
      register: 'Ubhalise kuhlelo lokusebenza',
      login: 'Ungene kuhlelo lokusebenza',
      login_failed: 'Ukungena kuhlelo lokusebenza kwehlulekile',
    },
  },
};
