import type { AppMessages } from '../en';

/** How notifications reach people. Keys mirror i18n/en/notificationDelivery.ts. */

export const notificationDelivery: AppMessages['portal']['notification_delivery'] = {
  title: 'Izaziso',
  intro:
    'Indlela ozwa ngayo ngohlobo ngalunye lwesehlakalo. Kugcinwa ne-akhawunti yakho, kuyo yonke idivayisi. Ama-imeyili awanawo amagama, amaphuzu noma izimpendulo: ngena ukuze uwabone.',
  saved: 'Izilungiselelo zezaziso zilondoloziwe',
  kinds: {
    flag_raised: 'Kuphakanyiswe uphawu',
    flag_escalated: 'Uphawu aluvunywanga ngesikhathi',
    questionnaire_answered: 'Kuphendulwe isilinganiso',
    questionnaires_missed: 'Izilinganiso eziphuthelwe',
    consent_changed: 'Imvume ishintshile',
    supporter_added: 'Kungezwe umsekeli',
    invitation_accepted: 'Isimemo samukelwe',
    issue_assigned: 'Wabelwe inkinga',
  },
  deliveries: {
    portal: 'Kuphela kuphothali',
    immediate: 'I-imeyili ngokushesha',
    daily: 'Isifinyezo sansuku zonke',
    weekly: 'Isifinyezo sangoMsombuluko',
  },
  mail: {
    subject_immediate: 'Iphothali yabaphathi bokunakekela: %{kind}',
    subject_daily: 'Iphothali yabaphathi bokunakekela: isifinyezo sakho sansuku zonke',
    subject_weekly: 'Iphothali yabaphathi bokunakekela: isifinyezo sakho seviki',
    intro_immediate: 'Kukhona okwenzekile komunye wabantu obasekelayo.',
    intro_daily: 'Okwenzeke izolo kubantu obasekelayo.',
    intro_weekly: 'Okwenzeke ngeviki eledlule kubantu obasekelayo.',
    no_person: 'Akumayelana nomuntu oyedwa',
    sign_in_hint: 'Ngena kuphothali ukuze ukubone: %{link}',
    open_link: 'Vula iphothali',
    no_health_data:
      'Le-imeyili ayinalo ulwazi lwezempilo. Ukhethe indlela ozwa ngayo ngalokhu kuthebhu yezilungiselelo yephrofayela yakho.',
  },
};
