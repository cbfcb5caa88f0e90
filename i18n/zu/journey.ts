import type { AppMessages } from '../en';

/** isiZulu for i18n/en/journey.ts, key for key. */

export const journey: AppMessages['portal']['journey'] = {
  disclaimer: 'Lawa maphuzu akusikho ukuxilongwa.',
  reliable_change_explained:
    'Ushintsho oluthembekile wushintsho olukhulu kunephutha lokulinganisa lesilinganiso: amaphuzu angu-%{phq8} noma ngaphezulu ku-PHQ-8 nangu-%{gad7} ku-GAD-7 (izinga le-NHS Talking Therapies), nangu-%{wsas} ku-WSAS (okwesikhashana: alikho izinga likazwelonke). Ushintsho oluncane lungaba ngenhlanhla. Ushintsho lufundwa kusukela esisekelweni sesiqephu ngasinye sokunakekelwa: amaphuzu aso okuqala, noma amaphuzu okugcina ezinsukwini ezingu-%{lookback} ngaphambi kokuba sivulwe; ibhande elifiphele elisizungezile eshadini ngalinye yibanga lapho kungekho shintsho oluthembekile.',
  time_zone: 'Izinsuku, amasonto nezinyanga kuleli khasi ngokwendawo yesikhathi ye-%{zone}.',
  permission_denied: 'Lo msebenzisi akakakunikezi imvume yokubuka uhambo lwakhe.',
  empty: 'Ayikho imininingwane engaboniswa lapha.',
  toc: 'Okuqukethwe',
  consent: {
    mine: 'Imvume yami yalo msebenzisi:',
    tab_closed:
      'Ithebhu yoHambo izovuleka uma lo msebenzisi esekunikeze imvume yokubuka uhambo lwakhe.',
  },
  sections: {
    sessions: 'Amaseshini',
    meditations: 'Ukuzindla okulalelwayo',
    modules: 'Inqubekela phambili yamamojuli',
    phq8: 'Isilinganiso sokucindezeleka PHQ-8',
    gad7: 'Isilinganiso sokukhathazeka GAD-7',
    wsas: 'Isilinganiso senhlalakahle WSAS',
    checkins: 'Amaphuzu omoya nokuziphatha',
    wellbeing: 'Isilinganiso senhlalakahle',
  },
  info: {
    open: 'Mayelana nale shadi',
    close: 'Vala',
    sessions:
      'Ibha ngayinye ibala amaseshini ohlelo lokusebenza aqale enyangeni eyodwa. Amabhokisi abala amaseshini kusukela osukwini olungaphansi kwebhokisi ngalinye.',
    meditations:
      'Ukuzindla okulalelwe kuhlelo lokusebenza, konke kanye nezinsuku ezingu-%{week} nezingu-%{month} ezedlule.',
    modules:
      'Umugqa uhlanganisa amakhasi amamojuli afundiwe, usuku nosuku. Ithebula likhombisa imojuli ngayinye nesikhathi sokuzilolonga nokuthi sesifundwe kangakanani.',
    phq8: 'I-PHQ-8 ibuza imibuzo eyisishiyagalombili ngamaviki amabili edlule, ngayinye iphendulwa ngo-0 kuya ku-%{answer_max}. Isamba sisuka ku-0 siye ku-%{total_max}; ngaphansi kuka-%{healthy_below} kusebangeni elinempilo.',
    gad7: 'I-GAD-7 ibuza imibuzo eyisikhombisa ngokukhathazeka emavikini amabili edlule, ngayinye iphendulwa ngo-0 kuya ku-%{answer_max}. Isamba sisuka ku-0 siye ku-%{total_max}; ngaphansi kuka-%{healthy_below} kusebangeni elinempilo.',
    wsas: 'I-WSAS ibuza imibuzo emihlanu ngokuthi izinkinga zithinta kanjani umsebenzi nempilo yomphakathi, ngayinye iphendulwa ngo-0 kuya ku-%{answer_max}. Isamba sisuka ku-0 siye ku-%{total_max}; ngaphansi kuka-%{healthy_below} kusebangeni elinempilo.',
    checkins:
      'Ukuhlola kwansuku zonke komoya, ukudla, ukulala nokusebenza komzimba, ngakunye ngesikali esisuka ku-1 siye ku-5. Kuqala kuboniswa umoya kuphela; vula okunye ngaphansi kweshadi.',
    wellbeing:
      'Izimpendulo ezine zesilinganiso senhlalakahle, ngayinye isuka ku-0 iye ku-10. Asinaso isamba.',
  },
  // Episodes of care: the periods of the selectors, the bands of the charts and the discharge.
  episodes: {
    current: 'Isiqephu samanje sokunakekelwa kusukela ngo-%{from}',
    closed: 'Isiqephu sokunakekelwa kusukela ngo-%{from} kuya ku-%{to}',
    band: 'Isiqephu %{number}',
  },
  period: {
    label: 'Isikhathi',
    all: 'Konke',
    '3': 'Izinyanga ezi-3 ezedlule',
    '6': 'Izinyanga ezi-6 ezedlule',
    '12': 'Izinyanga ezi-12 ezedlule',
  },
  view_as_table: 'Buka njengethebula',
  // The names of a section's scrolling tables, apart from the section's own.
  table_of: '%{chart} njengethebula',
  details_of: '%{chart}: imininingwane',
  month: 'Inyanga',
  show_details: 'Bonisa imininingwane',
  show_all: 'Bonisa konke okungu-%{total}',
  view_more: 'Buka okwengeziwe',
  view_less: 'Buka okuncane',
  since: 'kusukela ngo-%{date}',
  date: 'Usuku',
  sessions: {
    total: 'Isamba',
    yesterday: 'Izolo',
    last_days: 'Izinsuku ezingu-%{days} ezedlule',
    first: 'Iseshini yokuqala',
    last: 'Iseshini yokugcina',
    per_month: 'Amaseshini ngenyanga',
    count: 'Amaseshini',
  },
  meditations: {
    total: 'Isamba',
    last_days: 'Izinsuku ezingu-%{days} ezedlule',
  },
  modules: {
    pages_read: 'Kufundwe amakhasi angu-%{read} kwangu-%{total}',
    cumulative: 'Amakhasi afundiwe',
    last_read: 'Kufundwe okokugcina',
    module: 'Imojuli',
    description: 'Incazelo',
    practice_time: 'Isikhathi sokuzilolonga',
    minutes: 'umzuzu o-%{smart_count} |||| imizuzu engu-%{smart_count}',
    pages: 'Amakhasi afundiwe',
    completed: 'Kuqediwe',
    started: 'Kuqalwe',
  },
  scores: {
    latest: 'Amaphuzu akamuva',
    change: 'Ushintsho kusukela kwesedlule',
    no_previous: 'Awekho amaphuzu angaphambilini',
    healthy_range: 'Ibanga elinempilo',
    last_survey: 'Isilinganiso sokugcina',
    learn_more: 'Funda kabanzi',
    total: 'Isamba',
    severity_label: 'Izinga lobunzima',
    answers_title: 'Izimpendulo',
    bands_title: 'Amazinga obunzima',
    scale: 'Impendulo ngayinye isuka ku-%{min} iye ku-%{max}; isamba sisuka ku-0 siye ku-%{total}.',
    answers: {
      '0': 'Nakancane',
      '1': 'Izinsuku ezimbalwa',
      '2': 'Ngaphezu kwengxenye yezinsuku',
      '3': 'Cishe nsuku zonke',
    },
    wsas_answers: {
      '0': 'Akuphazamisi nhlobo',
      '8': 'Kuphazamisa kakhulu',
    },
    severity: {
      none: 'Akukho ukuphazamiseka',
      minimal: 'Okuncane kakhulu',
      mild: 'Okuthambile',
      moderate: 'Okumaphakathi',
      moderately_severe: 'Okunzima ngokumaphakathi',
      significant: 'Ukuphazamiseka okuphawulekayo',
      severe: 'Okunzima',
    },
    in_healthy_range: 'Kusebangeni elinempilo',
    above_healthy_range: 'Ngaphezu kwebanga elinempilo',
    from_to: '%{from} kuya ku-%{to}',
    from_up: '%{from} noma ngaphezulu',
    change_from_first: 'Ushintsho kusukela esisekelweni',
    reliable: {
      improvement: 'Ukuthuthuka okuthembekile',
      no_change: 'Akukho shintsho oluthembekile',
      deterioration: 'Ukwehla okuthembekile',
    },
    no_change_band: 'Akukho shintsho oluthembekile kusukela esisekelweni, %{total} ngo-%{date}',
    // charts (issue 31): the period's rule trims the graph to its latest answers.
    last_of:
      'Izimpendulo ezingu-%{shown} zokugcina kwezingu-%{total} kulesi sikhathi, kusukela ngo-%{from}',
  },
  trend: {
    increase: 'Kukhuphukile',
    constant: 'Akushintshile',
    decrease: 'Kwehlile',
  },
  checkins: {
    series: {
      mood: 'Umoya',
      diet: 'Ukudla',
      sleep: 'Ukulala',
      active: 'Ukusebenza komzimba',
    },
    show_series: 'Okuboniswayo',
    mood_scale: 'Isikali somoya',
    mood_levels: {
      '1': 'Phansi kakhulu',
      '2': 'Phansi',
      '3': 'Maphakathi',
      '4': 'Kuhle',
      '5': 'Kuhle kakhulu',
    },
    last: 'Ukuhlola kokugcina',
    latest: 'Ukuhlola kwakamuva',
    // charts (issue 31): the period's rule trims the graph to its latest check-ins.
    last_of:
      'Ukuhlola kwansuku zonke okungu-%{shown} kokugcina kokungu-%{total}, kusukela ngo-%{from}',
  },
  // Imibuzo njengoba ibuzwa (izihloko zamathebula ezimpendulo).
  questions: {
    phq8: {
      '1': 'Ukungabi nentshisekelo noma injabulo ekwenzeni izinto',
      '2': 'Ukuzizwa uphansi, udangele, noma ungenathemba',
      '3': 'Ubunzima bokuthola ubuthongo noma bokuhlala ulele, noma ukulala ngokweqile',
      '4': 'Ukuzizwa ukhathele noma unamandla amancane',
      '5': 'Ukungabi nasifiso sokudla noma ukudla ngokweqile',
      '6': 'Ukuzizwa kabi ngawe, noma ukuthi uyisehluleki noma uziphoxile wena noma umndeni wakho',
      '7': 'Ubunzima bokugxila ezintweni, njengokufunda iphephandaba noma ukubuka umabonakude',
      '8': 'Ukunyakaza noma ukukhuluma kancane kangangokuthi abanye bangabona, noma ukungazinzi kangangokuthi unyakaza kakhulu kunokujwayelekile',
    },
    gad7: {
      '1': 'Ukuzizwa wethukile, ukhathazekile, noma ungazinzile',
      '2': 'Ukungakwazi ukuyeka noma ukulawula ukukhathazeka',
      '3': 'Ukukhathazeka kakhulu ngezinto ezahlukene',
      '4': 'Ubunzima bokuphumula',
      '5': 'Ukungazinzi kangangokuthi kunzima ukuhlala phansi uthule',
      '6': 'Ukucasuka noma ukuthukuthela kalula',
      '7': 'Ukwesaba, sengathi kukhona okubi okungase kwenzeke',
    },
    wsas: {
      '1': 'Ngenxa yenkinga yami, amandla ami okusebenza aphazamisekile',
      '2': 'Ngenxa yenkinga yami, ukuphatha kwami ikhaya (ukuhlanza, ukuthenga, ukupheka, ukunakekela ikhaya noma izingane, ukukhokha izikweletu) kuphazamisekile',
      '3': 'Ngenxa yenkinga yami, ukuzilibazisa kwami nabanye abantu (imicimbi, ukuphuma, ukuvakasha, ukuqomisana, ukwamukela izivakashi) kuphazamisekile',
      '4': 'Ngenxa yenkinga yami, ukuzilibazisa kwami ngedwa (ukufunda, ukulima ingadi, ukuthunga, ukuhamba ngedwa) kuphazamisekile',
      '5': 'Ngenxa yenkinga yami, amandla ami okwakha nokugcina ubudlelwano obuseduze nabanye, kuhlanganise nabo engihlala nabo, aphazamisekile',
    },
    // Imibuzo ye-ONS yenhlalakahle yomuntu siqu, ngayinye iphendulwa ku-0 (nakancane) kuya ku-10 (ngokuphelele).
    wellbeing: {
      '1': 'Uma kukonke, wenelisekile kangakanani ngempilo yakho kulezi zinsuku?',
      '2': 'Uma kukonke, uzizwa ngezinga elingakanani ukuthi izinto ozenzayo empilweni yakho ziyasiza?',
      '3': 'Uma kukonke, ubujabule kangakanani izolo?',
      '4': 'Uma kukonke, ubukhathazeke kangakanani izolo?',
    },
  },
  wellbeing_answers: 'Izimpendulo zesilinganiso senhlalakahle',
};
