import type { TranslationMessages } from 'ra-core';

/**
 * react-admin's own interface messages in isiZulu; mirrors ra-language-english key for key.
 *
 * Terminology kept consistent throughout:
 * - Delete → "Susa", Remove → "Khipha", Close → "Vala", Refresh → "Layisha kabusha", Clear → "Sula", Edit → "Hlela", Create → "Dala",
 *   Update → "Buyekeza", Save → "Londoloza", Sort → "Hlunga", filter (noun) → "isihlungi".
 * - Loanwords as used in isiZulu software: i-imeyili, iphasiwedi, idatha, ifayela, ifomu,
 *   ikholomu, imenyu, iseva, iseshini, ithokheni, ikhonsoli, iphrofayela, ideshibhodi.
 * - Where %{name} is a resource label, sentences avoid noun-class concords that would depend on
 *   the (unknown) noun class of the inserted word, e.g. "Akutholakalanga %{name}" (impersonal)
 *   and "Susa %{name} (%{smart_count})".
 */
export const zuluRaMessages: TranslationMessages = {
  ra: {
    action: {
      add_filter: 'Engeza isihlungi',
      add: 'Engeza',
      back: 'Buyela emuva',
      bulk_actions: 'Kukhethwe into eyodwa |||| Kukhethwe izinto ezingu-%{smart_count}',
      cancel: 'Khansela',
      clear_array_input: 'Sula uhlu',
      clear_input_value: 'Sula inani',
      clone: 'Yenza ikhophi',
      confirm: 'Qinisekisa',
      create: 'Dala',
      create_item: 'Dala "%{item}"',
      delete: 'Susa',
      edit: 'Hlela',
      export: 'Thumela ngaphandle',
      list: 'Uhlu',
      refresh: 'Layisha kabusha',
      remove_filter: 'Khipha lesi sihlungi',
      remove_all_filters: 'Khipha zonke izihlungi',
      remove: 'Khipha',
      reset: 'Setha kabusha',
      save: 'Londoloza',
      search: 'Sesha',
      search_columns: 'Sesha amakholomu',
      select_all: 'Khetha konke',
      select_all_button: 'Khetha konke',
      select_row: 'Khetha lo mugqa',
      show: 'Bonisa',
      sort: 'Hlunga',
      undo: 'Hlehlisa',
      unselect: 'Susa ukukhetha',
      expand: 'Nweba',
      close: 'Vala',
      open_menu: 'Vula imenyu',
      close_menu: 'Vala imenyu',
      update: 'Buyekeza',
      move_up: 'Yisa phezulu',
      move_down: 'Yisa phansi',
      open: 'Vula',
      toggle_theme: 'Shintsha imodi ekhanyayo/emnyama',
      select_columns: 'Amakholomu',
      update_application: 'Layisha kabusha uhlelo lokusebenza',
    },
    boolean: {
      true: 'Yebo',
      false: 'Cha',
      null: ' ',
    },
    page: {
      create: 'Dala: %{name}',
      dashboard: 'Ideshibhodi',
      edit: '%{name} %{recordRepresentation}',
      error: 'Kukhona okungahambanga kahle',
      list: '%{name}',
      loading: 'Kuyalayisha',
      not_found: 'Akutholakalanga',
      show: '%{name} %{recordRepresentation}',
      empty: 'Akukabi khona %{name}.',
      invite: 'Ungathanda ukwengeza okusha?',
      access_denied: 'Ukufinyelela kwenqatshelwe',
      authentication_error: 'Iphutha lokuqinisekisa ubuwena',
    },
    input: {
      file: {
        upload_several:
          'Dedela amafayela lapha ukuze uwalayishe, noma uchofoze ukuze ukhethe elilodwa.',
        upload_single: 'Dedela ifayela lapha ukuze ulilayishe, noma uchofoze ukuze ulikhethe.',
      },
      image: {
        upload_several:
          'Dedela izithombe lapha ukuze uzilayishe, noma uchofoze ukuze ukhethe esisodwa.',
        upload_single: 'Dedela isithombe lapha ukuze usilayishe, noma uchofoze ukuze usikhethe.',
      },
      references: {
        all_missing: 'Akukwazeki ukuthola idatha yezinkomba.',
        many_missing: 'Okungenani eyodwa yezinkomba ezihlobene ibonakala ingasatholakali.',
        single_missing: 'Inkomba ehlobene ibonakala ingasatholakali.',
      },
      password: {
        toggle_visible: 'Fihla iphasiwedi',
        toggle_hidden: 'Bonisa iphasiwedi',
      },
    },
    message: {
      about: 'Mayelana',
      access_denied: 'Awunazo izimvume ezifanele zokufinyelela leli khasi',
      are_you_sure: 'Uqinisekile?',
      authentication_error:
        'Iseva yokuqinisekisa ibuyise iphutha, ngakho imininingwane yakho yokungena ayikwazanga ukuhlolwa.',
      auth_error: 'Kwenzeke iphutha ngesikhathi kuqinisekiswa ithokheni yokungena.',
      bulk_delete_content:
        'Uqinisekile ukuthi ufuna ukususa %{name}? |||| Uqinisekile ukuthi ufuna ukususa lezi zinto ezingu-%{smart_count}?',
      bulk_delete_title: 'Susa %{name} |||| Susa %{name} (%{smart_count})',
      bulk_update_content:
        'Uqinisekile ukuthi ufuna ukubuyekeza %{name} %{recordRepresentation}? |||| Uqinisekile ukuthi ufuna ukubuyekeza lezi zinto ezingu-%{smart_count}?',
      bulk_update_title:
        'Buyekeza %{name} %{recordRepresentation} |||| Buyekeza %{name} (%{smart_count})',
      clear_array_input: 'Uqinisekile ukuthi ufuna ukusula lonke uhlu?',
      delete_content: 'Uqinisekile ukuthi ufuna ukususa %{name}?',
      delete_title: 'Susa %{name} %{recordRepresentation}',
      details: 'Imininingwane',
      error:
        'Kwenzeke iphutha ohlangothini lweklayenti, ngakho isicelo sakho asikwazanga ukuqedwa.',
      invalid_form: 'Ifomu alivumelekile. Sicela uhlole amaphutha',
      loading: 'Sicela ulinde',
      no: 'Cha',
      not_found:
        'Kungenzeka ukuthi ubhale i-URL engalungile, noma ulandele isixhumanisi esingalungile.',
      select_all_limit_reached:
        'Ziningi kakhulu izinto ukuthi zingakhethwa zonke. Kukhethwe kuphela izinto zokuqala ezingu-%{max}.',
      unsaved_changes:
        'Ezinye izinguquko zakho azilondolozwanga. Uqinisekile ukuthi ufuna ukuzishaya indiva?',
      yes: 'Yebo',
      placeholder_data_warning: 'Inkinga yenethiwekhi: ukuvuselela idatha kwehlulekile.',
    },
    navigation: {
      clear_filters: 'Sula izihlungi',
      no_filtered_results: 'Akutholakalanga %{name} ngezihlungi zamanje.',
      no_results: 'Akutholakalanga %{name}',
      no_more_results:
        'Inombolo yekhasi %{page} ingaphandle kobubanzi. Zama ikhasi langaphambilini.',
      page_out_of_boundaries: 'Inombolo yekhasi %{page} ingaphandle kobubanzi',
      page_out_from_end: 'Awukwazi ukudlula ikhasi lokugcina',
      page_out_from_begin: 'Awukwazi ukuya ngaphambi kwekhasi 1',
      page_range_info: '%{offsetBegin}-%{offsetEnd} ku-%{total}',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} kokungaphezu kuka-%{offsetEnd}',
      current_page: 'Ikhasi %{page}',
      page: 'Iya ekhasini %{page}',
      first: 'Iya ekhasini lokuqala',
      last: 'Iya ekhasini lokugcina',
      next: 'Iya ekhasini elilandelayo',
      previous: 'Iya ekhasini langaphambilini',
      page_rows_per_page: 'Imigqa ekhasini ngalinye:',
      skip_nav: 'Yeqela kokuqukethwe',
    },
    sort: {
      sort_by: 'Hlunga ngokulandela %{field_lower_first} %{order}',
      ASC: 'ngokwenyuka',
      DESC: 'ngokwehla',
    },
    auth: {
      auth_check_error: 'Sicela ungene ukuze uqhubeke',
      user_menu: 'Iphrofayela',
      username: 'Igama lomsebenzisi',
      password: 'Iphasiwedi',
      email: 'I-imeyili',
      sign_in: 'Ngena',
      sign_in_error: 'Ukuqinisekisa kwehlulekile, sicela uzame futhi',
      logout: 'Phuma',
    },
    notification: {
      updated: 'Into ibuyekeziwe |||| Izinto ezingu-%{smart_count} zibuyekeziwe',
      created: 'Into idaliwe',
      deleted: 'Into isusiwe |||| Izinto ezingu-%{smart_count} zisusiwe',
      bad_item: 'Into engalungile',
      item_doesnt_exist: 'Into ayikho',
      http_error: 'Iphutha lokuxhumana neseva',
      data_provider_error: 'Iphutha le-dataProvider. Hlola ikhonsoli ukuze uthole imininingwane.',
      i18n_error: 'Akukwazekanga ukulayisha izinguqulo zolimi olukhethiwe',
      canceled: 'Isenzo sikhanseliwe',
      logged_out: 'Iseshini yakho iphelile, sicela uphinde ungene.',
      not_authorized: 'Awunayo imvume yokufinyelela lesi sisetshenziswa.',
      application_update_available: 'Kukhona inguqulo entsha etholakalayo.',
      offline: 'Akukho ukuxhumana. Akukwazekanga ukulanda idatha.',
    },
    validation: {
      required: 'Kuyadingeka',
      minLength: 'Kufanele kube okungenani izinhlamvu ezingu-%{min}',
      maxLength: 'Kufanele kube izinhlamvu ezingu-%{max} noma ngaphansi',
      minValue: 'Kufanele kube okungenani ngu-%{min}',
      maxValue: 'Kufanele kube ngu-%{max} noma ngaphansi',
      number: 'Kufanele kube yinombolo',
      email: 'Kufanele kube yi-imeyili evumelekile',
      oneOf: 'Kufanele kube okukodwa kwalokhu: %{options}',
      regex: 'Kufanele kuhambisane nefomethi ethile (regexp): %{pattern}',
      unique: 'Leli nani selisetshenzisiwe; kufanele lihluke',
    },
    saved_queries: {
      label: 'Imibuzo elondoloziwe',
      query_name: 'Igama lombuzo',
      new_label: 'Londoloza umbuzo wamanje...',
      new_dialog_title: 'Londoloza umbuzo wamanje ngegama elithi',
      remove_label: 'Khipha umbuzo olondoloziwe',
      remove_label_with_name: 'Khipha umbuzo othi "%{name}"',
      remove_dialog_title: 'Khipha umbuzo olondoloziwe?',
      remove_message:
        'Uqinisekile ukuthi ufuna ukukhipha leyo nto ohlwini lwakho lwemibuzo elondoloziwe?',
      help: 'Faka izihlungi ohlwini bese ulondoloza lo mbuzo ukuze uwusebenzise kamuva',
    },
    guesser: {
      empty: {
        title: 'Ayikho idatha engaboniswa',
        message: 'Sicela uhlole umhlinzeki wakho wedatha',
      },
    },
    configurable: {
      customize: 'Enza ngokwezifiso',
      configureMode: 'Lungiselela leli khasi',
      inspector: {
        title: 'Umhloli',
        content:
          'Beka isikhombi phezu kwezingxenye zesikrini sohlelo lokusebenza ukuze uzilungiselele',
        reset: 'Setha kabusha izilungiselelo',
        hideAll: 'Fihla konke',
        showAll: 'Bonisa konke',
      },
      Datagrid: {
        title: 'Igridi yedatha',
        unlabeled: 'Ikholomu engenalebula #%{column}',
      },
      SimpleForm: {
        title: 'Ifomu',
        unlabeled: 'Inkambu engenalebula #%{input}',
      },
      SimpleList: {
        title: 'Uhlu',
        primaryText: 'Umbhalo oyinhloko',
        secondaryText: 'Umbhalo wesibili',
        tertiaryText: 'Umbhalo wesithathu',
      },
    },
  },
};
