import type { AppMessages } from '../en';

/** isiZulu for i18n/en/shared.ts, key for key. */

export const shared: AppMessages['portal']['shared'] = {
  status: {
    error: 'Iphutha',
    warning: 'Isexwayiso',
    info: 'Ulwazi',
    success: 'Impumelelo',
    retry: 'Zama futhi',
  },
  password: {
    show: 'Bonisa amaphasiwedi',
    hide: 'Fihla amaphasiwedi',
    rule: 'Okungenani izinhlamvu ezingu-%{min}, futhi kube nzima ukuyiqagela',
    weak: {
      personal:
        'Le phasiwedi iqukethe igama lakho, ikheli lakho le-imeyili noma igama lephothali. Khetha okunzima ukuyiqagela.',
      common: 'Le phasiwedi ivame kakhulu. Khetha okunzima ukuyiqagela.',
      keyboard:
        'Imigqa namaphethini ezinkinobho kulula ukuwaqagela. Amagama ambalwa angajwayelekile ndawonye aqine kakhulu.',
      repeated:
        'Amagama noma izinhlamvu eziphindaphindwayo kulula ukuziqagela. Amagama ambalwa angajwayelekile ndawonye aqine kakhulu.',
      sequence:
        'Ukulandelana okufana no-abc noma u-1234 kulula ukukuqagela. Amagama ambalwa angajwayelekile ndawonye aqine kakhulu.',
      dates:
        'Izinsuku neminyaka kulula ukuziqagela. Amagama ambalwa angajwayelekile ndawonye aqine kakhulu.',
      words:
        'Igama elilodwa kulula ukuliqagela, noma linezinombolo noma izimpawu. Engeza amanye amagama.',
      guessable:
        'Le phasiwedi kulula kakhulu ukuyiqagela. Amagama ambalwa angajwayelekile ndawonye aqine kakhulu.',
    },
  },
  calendar: {
    previous_month: 'Inyanga edlule',
    next_month: 'Inyanga elandelayo',
  },
  date: {
    format: 'unyaka/inyanga/usuku',
    open_calendar: 'Vula ikhalenda: %{field}',
    calendar: 'Ikhalenda: %{field}',
  },
  not_set: 'Akusethiwe',
  close: 'Vala',
  mui: {
    open: 'Vula',
    close: 'Vala',
    clear: 'Sula',
    loading: 'Iyalayisha…',
  },
  date_names: {
    months:
      'Januwari Febhuwari Mashi Ephreli Meyi Juni Julayi Agasti Septemba Okthoba Novemba Disemba',
    // Each the start of the full name above it: one name per month.
    months_short: 'Jan Feb Mas Eph Mey Jun Jul Aga Sep Okt Nov Dis',
    weekdays: 'ISonto UMsombuluko ULwesibili ULwesithathu ULwesine ULwesihlanu UMgqibelo',
    weekdays_short: 'Son Mso Bil Tha Sin Hla Mgq',
    full_date: '%{weekday}, %{day} %{month} %{year}',
  },
};
