import type { AppMessages } from '../en';

/** Caseload triage (issue 14): the attention flags. Keys mirror i18n/en/attention.ts. */

export const attention: AppMessages['portal']['attention'] = {
  column: 'Izimpawu zokunakwa',
  none: 'Azikho izimpawu',
  flags: {
    severe_score: 'Amaphuzu anzima',
    reliable_deterioration: 'Ukuba kubi okuthembekile',
    low_mood: 'Umoya ophansi',
    disengaged: 'Uyekile ukusebenzisa uhlelo lokusebenza',
    overdue_questionnaire: 'I-PHQ-8 isephuzile',
  },
  reasons: {
    severe_score:
      'I-PHQ-8 yakamuva ingu-%{phq8} noma ngaphezulu, i-GAD-7 yakamuva ingu-%{gad7} noma ngaphezulu, noma i-WSAS yakamuva ingu-%{wsas} noma ngaphezulu.',
    reliable_deterioration:
      'I-PHQ-8, i-GAD-7 noma i-WSAS yakamuva imbi ngokuthembekile kuneyokuqala (ushintsho oluthembekile lohambo).',
    low_mood:
      'Umoya ongu-%{mood} noma ngaphansi ekuhloleni kwansuku zonke okungu-%{run} kokugcina ngokulandelana.',
    disengaged: 'Ayikho iseshini izinsuku ezingu-%{days} noma ngaphezulu.',
    overdue_questionnaire:
      'Ayikho i-PHQ-8 izinsuku ezingu-%{days}; izilinganiso ziza njalo emavikini amabili.',
  },
  scales: { phq8: 'i-PHQ-8', gad7: 'i-GAD-7', wsas: 'i-WSAS' },
  evidence: {
    severe_score: '%{scale} ingu-%{score}, %{date}',
    reliable_deterioration: '%{scale} inyuke ngo-%{change} yaba ngu-%{score}, %{date}',
    low_mood: 'umoya ophansi izikhathi ezingu-%{count} ngokulandelana, okokugcina %{date}',
    disengaged: 'iseshini yokugcina %{date}',
    overdue_questionnaire: 'i-PHQ-8 yokugcina %{date}',
    overdue_never: 'ayikabi khona i-PHQ-8',
  },
  acknowledged_by: 'Kuvunywe ngu-%{name}, %{date}',
  open_flag: 'Kuvulekile',
  summary: {
    title: 'Udinga ukunakwa',
    count:
      'Umsebenzisi ongu-%{smart_count} udinga ukunakwa |||| Abasebenzisi abangu-%{smart_count} badinga ukunakwa',
    nobody: 'Akekho odinga ukunakwa namuhla.',
    show: 'Bonisa abasebenzisi abanophawu oluthi “%{flag}”',
  },
  legend: {
    open: 'Izimpawu zisho ukuthini',
    title: 'Izimpawu zokunakwa',
    close: 'Vala',
    only_consent:
      'Izimpawu zibalwa emininingwaneni yohlelo lokusebenza, futhi ziboniswa kuphela kubasebenzisi abakunikeze imvume.',
    no_self_harm:
      'I-PHQ-8 ayinawo umbuzo wokuzilimaza, ngakho alukho uphawu oluhlola ingozi yokuzibulala.',
  },
  charge: {
    title: 'Udinga ukunakwa',
    nothing: 'Azikho izimpawu eziphakanyisiwe kulo msebenzisi.',
    acknowledge: 'Vuma',
    acknowledge_title: 'Vuma “%{flag}”',
    note: 'Inothi',
    note_help: 'Okwenzile noma okunqumile, ngamagama ambalwa.',
    cancel: 'Khansela',
    done: 'Uphawu luvunyiwe',
    acknowledged: 'Kuvunywe ngu-%{name}, %{date}: “%{note}”',
    history: 'Ukuvuma',
    no_history: 'Akukabi khona ukuvuma.',
    holds: 'Kusasebenza',
    ended: {
      cleared: 'Kuphelile: isimo sesisusiwe',
      worsened: 'Kuphelile: inani elibi kakhulu liphinde laphakamisa uphawu',
    },
  },
};
