import type { AppMessages } from '../en';

/** isiZulu for i18n/en/list.ts, key for key. */

export const list: AppMessages['portal']['list'] = {
  add: 'Engeza',
  export: {
    button: 'Thumela ngaphandle',
    busy: 'Kuthunyelwa ngaphandle…',
    failed: 'Ukuthumela ngaphandle kwehlulekile. Sicela uzame futhi.',
    yes: 'Yebo',
    no: 'Cha',
  },
  no_items: 'Azikho izinto ezitholakele',
  row_actions: 'Izenzo',
  no_data: 'Ayikho idatha engaboniswa lapha.',
  nothing_found: 'Akutholakalanga lutho.',
  layout: {
    label: 'Indlela yokubonisa',
    table: 'Ithebula',
    grid: 'Igridi',
  },
  filters: {
    title: 'Izihlungi',
    apply: 'Sebenzisa',
    clear: 'Sula',
    all: 'Konke',
    any_time: 'Noma nini',
  },
  periods: {
    today: 'Namuhla',
    this_week: 'Leli viki',
    this_month: 'Le nyanga',
    last_6_months: 'Izinyanga eziyisithupha ezedlule',
  },
  // CLDR's isiZulu wording (browsers lack isiZulu date data, so it is written out here).
  dates: {
    now: 'manje',
    today: 'namuhla',
    yesterday: 'izolo',
    tomorrow: 'kusasa',
    minutes_ago: '%{smart_count} iminithi eledlule |||| %{smart_count} amaminithi edlule',
    minutes_from_now:
      'kuminithi elingu-%{smart_count} elizayo |||| kumaminithi angu-%{smart_count} ezayo',
    hours_ago: '%{smart_count} ihora eledlule |||| emahoreni angu-%{smart_count} edlule',
    hours_from_now:
      'ehoreni elingu-%{smart_count} elizayo |||| emahoreni angu-%{smart_count} ezayo',
    days_ago:
      'osukwini olungu-%{smart_count} olwedlule |||| ezinsukwini ezingu-%{smart_count} ezedlule',
    days_from_now:
      'osukwini olungu-%{smart_count} oluzayo |||| ezinsukwini ezingu-%{smart_count} ezizayo',
  },
  // The grid layout's sort control.
  sort: {
    label: 'Hlunga ngokuthi',
    none: 'Uhlelo olujwayelekile',
    desc: '%{field}, okusha noma okuphezulu kuqala',
    asc: '%{field}, okudala noma okuphansi kuqala',
    need_desc: '%{field}, abadinga kakhulu kuqala',
    need_asc: '%{field}, abadinga kancane kuqala',
  },
  pager: {
    label: 'Amakhasi',
    page_size: 'Imigqa ekhasini',
    range: '%{first}–%{last} ku-%{total}',
    jump: 'Iya ekhasini',
    max: 'okuphezulu ngu-%{n}',
    min: 'okuncane ngu-1',
  },
};
