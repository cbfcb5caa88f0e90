import type { AppMessages } from '../en';

/** isiZulu for i18n/en/accessCodes.ts, key for key. */

export const accessCodesResource: AppMessages['resources']['access-codes'] = {
  name: 'Ikhodi yokufinyelela |||| Amakhodi okufinyelela',
  fields: {
    code: 'Ikhodi',
    createdFor: 'Yenzelwe',
    usedBy: 'Oyisebenzisile',
    toBeUsedBy: 'Ozoyisebenzisa',
    createdAt: 'Idaliwe',
    assignedAt: 'Yabelwe',
    usedAt: 'Isetshenzisiwe',
    name: 'Igama',
    email: 'I-imeyili',
    username: 'Igama lomsebenzisi',
    company: 'Inkampani',
    policy: 'Ipholisi',
    used: 'Isetshenzisiwe noma cha',
    assigned: 'Yabelwe noma cha',
  },
};

export const accessCodes: AppMessages['portal']['access_codes'] = {
  add_title: 'Engeza amakhodi okufinyelela',
  added: 'Ikhodi yokufinyelela yengeziwe',
  single: 'Eyodwa',
  multiple: 'Amaningi',
  used_by_help: 'Sesha abanakekelwa ngegama, nge-imeyili noma ngepholisi',
  bulk: {
    codes: 'Amakhodi',
    separator: 'Isihlukanisi',
    comma: 'Ikhefu nesikhala',
    newline: 'Umugqa omusha',
    comma_help: 'Hlukanisa amakhodi ngekhefu nesikhala, isib. ABCD-1234, EFGH-5678',
    newline_help: 'Faka ikhodi ngayinye emugqeni wayo',
    file: 'Layisha ifayela lombhalo noma le-CSV',
    count: 'Ikhodi engu-%{smart_count} ezongezwa |||| Amakhodi angu-%{smart_count} azongezwa',
    submit: 'Engeza amakhodi',
    added:
      'Ikhodi yokufinyelela engu-%{smart_count} yengeziwe |||| Amakhodi okufinyelela angu-%{smart_count} engeziwe',
    failed: 'Lawa makhodi awengezwanga:',
    duplicates:
      'Inikezwe izikhathi ezingaphezu kweyodwa, ithunyelwe kanye: %{codes} |||| Anikezwe izikhathi ezingaphezu kweyodwa, athunyelwe kanye: %{codes}',
  },
  filters: {
    used: 'Isetshenzisiwe',
    unused: 'Ayikasetshenziswa',
    assigned: 'Yabelwe',
    unassigned: 'Ayikabelwa',
  },
  revoke: {
    action: 'Chitha',
    title: 'Chitha ikhodi yokufinyelela %{code}?',
    content: 'Akekho ozokwazi ukubhalisa ngale khodi futhi. Lokhu akunakuhlehliswa.',
    confirm: 'Chitha',
    cancel: 'Khansela',
  },
  details: {
    title: 'Ikhodi yokufinyelela %{code}',
    timeline: 'Umugqa wesikhathi',
    not_yet: 'Akukenzeki',
    nobody: 'Akekho',
    used: 'Isetshenzisiwe',
    unused: 'Ayikasetshenziswa',
  },
};
