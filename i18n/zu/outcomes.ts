/** The outcome report: page, figures, charts, drill-down and the API's messages. Keys mirror i18n/en/outcomes.ts. */

export const outcomes = {
  title: 'Imiphumela',
  title_mine: 'Imiphumela yami',
  intro:
    'Iziqephu zokunakekelwa eziphothulwe kulesi sikhathi, njengoba i-NHS Talking Therapies izibala ku-PHQ-8 naku-GAD-7 ndawonye; i-WSAS ibikwa ngokwehlukana.',
  intro_mine:
    'Iziqephu zokunakekelwa zabanakekelwa bakho (labo abakunike imvume), eziphothulwe kulesi sikhathi, njengoba i-NHS Talking Therapies izibala ku-PHQ-8 naku-GAD-7 ndawonye; i-WSAS ibikwa ngokwehlukana.',
  filters: {
    title: 'Izihlungi',
    from: 'Kusukela enyangeni',
    to: 'Kuze kube yinyanga',
    company: 'Inkampani',
    course: 'Isifundo',
    case_manager: 'Umphathi wokunakekela',
    any: 'Noma yisiphi',
  },
  groups: {
    closed_episodes: 'Eziphothulwe kulesi sikhathi',
    open_episodes: 'Ezivulekile, ezinamaphuzu amabili noma ngaphezulu',
  },
  figures: {
    at_caseness: 'Baqale besezingeni lecala',
    recovered: 'Balulamile',
    reliably_improved: 'Bathuthuke ngokwethembekile',
    reliably_recovered: 'Balulame ngokwethembekile',
    reliably_deteriorated: 'Bawohloke ngokwethembekile',
    wsas_reliably_improved: 'I-WSAS ithuthuke ngokwethembekile',
    wsas_reliably_deteriorated: 'I-WSAS yawohloka ngokwethembekile',
  },
  figure_help: {
    at_caseness: 'Kuzo zonke iziqephu ezine-PHQ-8 ne-GAD-7 yokuqala neyokugcina',
    recovered: 'Kuziqephu ezaqala zisezingeni lecala: ngaphansi kwayo yomibili imigqa ekugcineni',
    reliably_improved:
      'Ukwehla okwethembekile esilinganisweni esisodwa noma kokubili futhi akukho ukukhuphuka okwethembekile',
    reliably_recovered:
      'Balulamile futhi bathuthuka ngokwethembekile, kuziqephu ezaqala zisezingeni lecala',
    reliably_deteriorated: 'Ukukhuphuka okwethembekile ku-PHQ-8 noma ku-GAD-7',
    wsas_reliably_improved: 'Kuziqephu ezine-WSAS yokuqala neyokugcina',
    wsas_reliably_deteriorated: 'Kuziqephu ezine-WSAS yokuqala neyokugcina',
  },
  figure: 'Umphumela',
  numerator: 'Iziqephu',
  denominator: 'Kweziyi',
  percentage: 'Iphesenti',
  fewer_than_five: 'ngaphansi kuka-5',
  fewer_than_five_help:
    'Amaqembu eziqephu ezingaphansi kuka-5 awaboniswa, ukuze kungabikho umnakekelwa ohlukaniswayo.',
  of: '%{numerator} kwezingu-%{denominator}',
  table_title: 'Izibalo zemiphumela',
  completeness: {
    title: 'Ukuphelela',
    closed: 'Iziqephu eziphothulwe kulesi sikhathi',
    counted: 'Ezibaliwe (i-PHQ-8 ne-GAD-7 yokuqala neyokugcina)',
    no_first_score: 'Ezishiyiwe: ayikho i-PHQ-8 noma i-GAD-7 yokuqala',
    no_last_score: 'Ezishiyiwe: ayikho i-PHQ-8 noma i-GAD-7 yokugcina',
  },
  thresholds: {
    title: 'Imingcele',
    caseness:
      'Izinga lecala: i-PHQ-8 engu-%{phq8} noma ngaphezulu, noma i-GAD-7 engu-%{gad7} noma ngaphezulu, emaphuzwini okuqala.',
    reliable:
      'Ushintsho olwethembekile: amaphuzu angu-%{phq8} ku-PHQ-8, angu-%{gad7} ku-GAD-7, angu-%{wsas} ku-WSAS.',
    baseline:
      'Amaphuzu okuqala angawokugcina ezinsukwini ezingu-%{days} ngaphambi kokuba isiqephu sivulwe, uma engekho kube ngawokuqala esiqephini.',
    gad7_line:
      'Umugqa wezinga lecala we-GAD-7 (%{line}) ungaphansi kwebanga elinempilo leshadi lohambo (ngaphansi kuka-%{healthy}): i-GAD-7 engu-%{line} kuya ku-%{below} “ithambile” eshadini kodwa iyicala lapha.',
    source:
      'Umthombo: incwadi yemiyalelo ye-NHS Talking Therapies yokukhathazeka nokucindezeleka (NHS England, 2024).',
  },
  by_month: {
    title: 'Izibalo ngenyanga yokuphothulwa',
    month: 'Inyanga',
    none: 'Azikho iziqephu eziphothulwe kulesi sikhathi.',
  },
  by_week: {
    title: 'Isilinganiso samaphuzu ngamaviki selokhu isiqephu savulwa',
    week: 'Iviki',
    week_n: 'Iviki %{week}',
    none: 'Awanele amaphuzu okubonisa isilinganiso.',
  },
  charges: {
    show: 'Bonisa abanakekelwa bami: %{figure}, %{group}',
    mine: 'Abanakekelwa bami',
    title: 'Abanakekelwa bami: %{figure}',
    empty: 'Akekho kubanakekelwa bakho okulo mphumela.',
    client: 'Umnakekelwa',
    unnamed: 'Umnakekelwa %{n}',
    opened: 'Kuvulwe',
    closed: 'Kuphothulwe',
    close: 'Vala',
  },
  csv: {
    export: 'Thumela ngaphandle',
    group: 'Iqembu',
    figure: 'Umphumela',
  },
  api: {
    period_order: 'Inyanga yokuqala akumele ibe ngemva kweyokugcina.',
    period_length: 'Umbiko uhlanganisa izinyanga ezingu-%{months} kuphela.',
    unknown_case_manager: 'Akekho umphathi wokunakekela onjalo.',
    own_caseload_only: 'Ungabika kuphela ngabanakekelwa bakho.',
  },
};
