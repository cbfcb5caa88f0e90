import type { AppMessages } from '../en';

/** Izaziso zephothali: isaziso sobumfihlo (sifundeka ngaphandle kokungena). */
export const privacy: AppMessages['portal']['privacy'] = {
  title: 'Isaziso sobumfihlo',
  last_updated: 'Kubuyekezwe ngomhla ka-%{date}',
  back_to_login: 'Buyela ekungeneni',
  sections: {
    who: {
      title: '1. Singobani',
      body: 'Iphothali yabaphathi bokunakekela iqhutshwa yinkampani ezimele ebhaliswe eRiphabhulikhi yaseNingizimu Afrika, eyiqembu elinomthwalo wemfanelo ngokoMthetho Wokuvikelwa Kolwazi Lomuntu Siqu 4 wezi-2013 (POPIA). Lesi saziso sichaza ukuthi yiluphi ulwazi lomuntu siqu olugcinwa yiphothali, kungani, ubani ongalubona nokuthi angamalungelo akho.',
    },
    what: {
      title: '2. Esikugcinayo',
      body: 'Kubasebenzi (abaphathi bokunakekela, abasekeli nabalawuli): igama lakho, ikheli le-imeyili, igama lomsebenzisi, indima, izinkampani, izikhathi ongena ngazo, kanye nerekhodi lokuthi ubuke imininingwane kabani.\n\nKubantu abasebenzisa uhlelo lokusebenza: igama, ikheli le-imeyili nemininingwane yepholisi enikezwe lapho kwenziwa i-akhawunti, futhi, kuphela uma sebenike umsekeli imvume, indlela abasebenzisa ngayo uhlelo, izimpendulo namaphuzu emibuzo yabo (PHQ-8, GAD-7, WSAS nenhlalakahle) nokuzihlola kwansuku zonke. Ulwazi lwezempilo lungulwazi olukhethekile ngaphansi kwe-POPIA.',
    },
    why: {
      title: '3. Kungani sikugcina',
      body: 'Kuphela ukuze abantu umuntu abakhethe ukumsekela babone ukuthi uqhuba kanjani, ukuqhuba insizakalo ngokuphepha (ukungena, ukuphepha, izicelo zosizo) nokuhambisana nomthetho. Asilithengisi ulwazi lomuntu siqu, futhi asisebenzisi amakhukhi okukhangisa noma okulandelela.',
    },
    who_sees: {
      title: '4. Ubani ongakubona',
      body: 'Umsekeli ubona imininingwane yohlelo yomuntu kuphela uma lowo muntu enike lowo msekeli imvume, hhayi ngenye indlela; umuntu angayihoxisa kuhlelo nganoma yisiphi isikhathi. Abalawuli baphatha ama-akhawunti futhi ababoni imininingwane yohlelo ngaphandle kwemvume. Konke ukubukwa kwemininingwane yomuntu kuyabhalwa, kanye nokuthi ubani owayibukile nini.',
    },
    keeping: {
      title: '5. Sikugcina isikhathi esingakanani',
      body: 'Inqobo nje uma i-akhawunti isasetshenziswa, bese kuba isikhathi esifunwa umthetho kuphela. Izimfihlo zokungena ezifana nezixhumanisi zokusetha kabusha iphasiwedi zisetshenziswa kanye futhi ziyaphelelwa yisikhathi.',
    },
    security: {
      title: '6. Sikuvikela kanjani',
      body: 'Ukuxhumana kubethelwe, amaphasiwedi agcinwa kuphela njengama-hash aqinile angabuyiseki, ukufinyelela kukhawulelwe kulokho okudingwa yindima ngayinye, futhi ukufinyelela kuyabhalwa. Uma ukwephulwa kwezokuphepha kubeka ulwazi lwakho engozini, sizokwazisa wena noMlawuli Wolwazi njengoba i-POPIA ifuna.',
    },
    rights: {
      title: '7. Amalungelo akho',
      body: 'Ungabuza ukuthi yiluphi ulwazi lomuntu siqu esilugcinayo ngawe, ulungiswe noma lususwe, futhi uphikisane nokusetshenziswa kwalo. Ungafaka isikhalazo kuMlawuli Wolwazi waseNingizimu Afrika.\n\nUkufinyelela: kuhlelo lokusebenza ungabona ukuthi ngubani ohlangothini lwabasebenzi obuke ulwazi lwakho (indima yakhe, negama lomsekeli ngamunye omnike imvume, abakubukile nokuthi nini), futhi ulande konke iphothali elikugcinayo ngawe efayeleni elilodwa. Umlawuli angakwenzela lelo fayela uma ucela. Liqukethe i-akhawunti yakho nephrofayela, izimvume zakho nomlando wazo, izimemo zakho, izikhathi zokunakekelwa, imibuzo nezimpendulo zakho (nangefomethi yamarekhodi ezempilo i-FHIR), ukuzibika kwansuku zonke, izikhathi zokusebenzisa uhlelo, ukuzindla, ukufunda amamojula, izexwayiso namanothi ngawe, kanye nerekhodi lokuthi ngubani obuke noma oshintshe ulwazi lwakho.\n\nUkususa: uma ucela, umlawuli ukwenza ungaziwa, unomphela. Amagama akho, ikheli le-imeyili, inombolo yepholisi negama lokudlala, kanye nawo wonke amanothi abhalwe ngawe, kususwa kuzo zonke izindawo ebekugcinwe kuzo; ngeke usakwazi ukungena kuhlelo lokusebenza. Amaphuzu akho, izinsuku nokusebenzisa kwakho uhlelo kuyasala ngaphandle kwegama lakho, ukuze izibalo zenkonzo zihlale zihlangana, futhi irekhodi lokuthi ngubani obuke ulwazi lwakho liyasala igama lakho lisusiwe. Uma inkonzo isethwe kanjalo, lokhu kwenzeka nangokwakho ngemuva kwenani elithile lezinsuku selokhu isikhathi sakho sokugcina sokunakekelwa savalwa.',
    },
  },
};
