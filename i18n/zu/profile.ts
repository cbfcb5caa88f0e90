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
    second_factor: 'Isinyathelo sesibili',
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
  mfa: {
    open: 'Setha isinyathelo sesibili',
    title: 'Isinyathelo sesibili (uhlelo lokusebenza lokuqinisekisa)',
    scan: 'Skena le khodi ye-QR ngohlelo lokusebenza lokuqinisekisa, bese uthayipha ikhodi yezinombolo ezi-6 ekhonjiswayo.',
    qr_alt: 'Ikhodi ye-QR yesinyathelo sesibili',
    or_type: 'Noma thayipha lo khiye ohlelweni lokusebenza:',
    code: 'Ikhodi yohlelo lokusebenza',
    confirm: 'Qinisekisa',
    cancel: 'Khansela',
    enabled: 'Isinyathelo sesibili sivuliwe. Ukungena manje kucela ikhodi ngemva kwephasiwedi.',
    recovery_intro:
      'Gcina lawa makhodi okubuyisela endaweni ephephile. Ngalinye lisebenza kanye, esikhundleni sekhodi, uma ulahlekelwa ifoni yakho. Ngeke aphinde aboniswe.',
    recovery_codes: 'Amakhodi okubuyisela',
    on_since: 'Sivuliwe kusukela ngo-%{date}',
    off: 'Sivaliwe',
    set_up: 'Setha',
    required: 'Indima yakho kufanele isebenzise isinyathelo sesibili.',
    turn_off: 'Cisha',
    turn_off_title: 'Cisha isinyathelo sesibili',
    turn_off_body:
      'Ukungena kuzophinde kucele iphasiwedi yakho kuphela. Thayipha iphasiwedi yakho yamanje ukuze ucishe isinyathelo sesibili.',
    password: 'Iphasiwedi yamanje',
    turned_off: 'Isinyathelo sesibili sicishiwe.',
    // Issue 28: setting up or replacing the factor asks for the password first.
    password_intro:
      'Thayipha iphasiwedi yakho yamanje ukuze usethe isinyathelo sesibili esisha. Isinyathelo esivuliwe sihlala sivuliwe size esisha siqinisekiswe.',
    continue: 'Qhubeka',
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
  recovery_codes: {
    copy: 'Kopisha amakhodi',
    download: 'Landa amakhodi',
    copied: 'Amakhodi okubuyisela akopishiwe',
    copy_failed: 'Isiphequluli asivumelanga ukukopisha: landa amakhodi noma uwabhale phansi.',
  },
};
