import type { AppMessages } from '../en';

/** isiZulu for i18n/en/terms.ts, key for key. */

export const terms: AppMessages['portal']['terms'] = {
  title: 'Imigomo nemibandela',
  last_updated: 'Kugcine ukubuyekezwa ngomhla ka-%{date}',
  intro: 'Sicela ufunde le migomo uze uyiqede. Kufanele uyamukele ukuze usebenzise iphothali.',
  scroll_down: 'Skrolela phansi',
  accept: 'Yamukela',
  accepted: 'Uyamukele le migomo nemibandela.',
  accepted_notice: 'Siyabonga. Uyamukele imigomo nemibandela.',
  sections: {
    about: {
      title: '1. Mayelana nale migomo',
      body: 'Le migomo nemibandela ilawula indlela osebenzisa ngayo iphothali yabaphathi bokunakekela (“iphothali”), lapho abaphathi bokunakekela, abelaphi bezemisebenzi, abanye abasekeli kanye nabalawuli belandelela khona abantu ababanakekelayo abasebenzisa uhlelo lwethu lokusebenza lwenhlalakahle.\n\nNgokwamukela le migomo, noma ngokusebenzisa iphothali, uyavuma ukuyilandela. Uma ungavumelani nayo, awuvunyelwe ukusebenzisa iphothali.',
    },
    company: {
      title: '2. Singobani',
      body: 'Iphothali ihlinzekwa yinkampani ezimele ebhaliswe eRiphabhulikhi yaseNingizimu Afrika (“thina” noma “yethu”). Le migomo ilawulwa yimithetho yeRiphabhulikhi yaseNingizimu Afrika, futhi izinkantolo zaseNingizimu Afrika zinegunya phezu kwanoma iyiphi ingxabano ephathelene nayo.',
    },
    privacy: {
      title: '3. Ulwazi lwakho lomuntu siqu kanye ne-POPIA',
      body: 'Sicubungula ulwazi lomuntu siqu ngokuhambisana noMthetho Wokuvikelwa Kolwazi Lomuntu Siqu, uMthetho 4 ka-2013 (POPIA). Iphothali igcina ulwazi olukhethekile lomuntu siqu mayelana nempilo nenhlalakahle, ngakho siqoqa kuphela lokho okudingekayo ukuze kusekelwe abantu obanakekelayo, silusebenzisela leyo njongo kuphela, futhi silugcina kuphela isikhathi esidingwa ngumthetho noma yileyo njongo.\n\nUngabuka idatha yomuntu omnakekelayo kuphela emva kokuthi esenikeze imvume yakhe ngohlelo lokusebenza, futhi kuphela ukuze umsekele. Awuvunyelwe ukukopisha, ukwabelana noma ukusebenzisa lolu lwazi nganoma iyiphi enye injongo.\n\nUnelungelo lokubuza ukuthi yiluphi ulwazi lomuntu siqu esinalo ngawe, lokucela ukuthi lulungiswe noma lususwe, kanye nelokuphikisa ukucutshungulwa kwalo. Ungafaka isikhalazo kuMlawuli Wolwazi waseNingizimu Afrika.',
    },
    age: {
      title: '4. Iminyaka',
      body: 'Kufanele ube neminyaka eyi-%{years} noma ngaphezulu ukuze usebenzise iphothali. Ngokwamukela le migomo, uqinisekisa ukuthi uneminyaka okungenani eyi-%{years}.',
    },
    account: {
      title: '5. I-akhawunti yakho',
      body: 'Gcina iphasiwedi yakho iyimfihlo futhi ungabelani nomuntu nge-akhawunti yakho. Unesibopho sakho konke okwenziwa nge-akhawunti yakho. Sazise ngokushesha uma ucabanga ukuthi omunye umuntu uyisebenzisile.\n\nAmaphuzu namashadi asephothalini achaza ukuthi umuntu uqhuba kanjani; akusikho ukuxilongwa futhi akuthathi indawo yokwahlulela kochwepheshe.',
    },
    cookies: {
      title: '6. Amakhukhi nesitoreji sesiphequluli',
      body: 'Iphothali igcina amathokheni akho okungena kanye nezilungiselelo zakho (ulimi, itimu kanye nemigqa ekhasini ngalinye kumathebula) esitoreji sesiphequluli sakho ukuze isebenze njengoba kulindelekile. Asisebenzisi amakhukhi okukhangisa noma okulandelela. Uma uvimba lesi sitoreji, ngeke ukwazi ukungena.',
    },
    security: {
      title: '7. Ukuphepha',
      body: 'Sithatha izinyathelo ezifanele zobuchwepheshe nezokuhlela ukuze sivikele ulwazi lomuntu siqu ekulahlekeni, ekonakaleni nasekufinyeleleni okungagunyaziwe, kufaka phakathi ukuxhumana okubethelwe kanye namaphasiwedi angagcinwa neze ngendlela efundekayo. Uma sinesizathu sokukholelwa ukuthi ulwazi lomuntu siqu lufinyelelwe ngaphandle kwegunya, sizokwazisa abantu abathintekayo kanye noMlawuli Wolwazi njengoba i-POPIA idinga.',
    },
    liability: {
      title: '8. Isibopho',
      body: 'Iphothali ihlinzekwa “njengoba injalo”. Sisebenza kanzima ukuze ihlale itholakala futhi inembile, kodwa asithembisi ukuthi izohlala ingenawo amaphutha noma iziphazamiso. Iphothali akuyona insiza yezimo eziphuthumayo: uma umuntu esengozini, xhumana nezinsiza zezimo eziphuthumayo.\n\nNgokwezinga elivunyelwe ngumthetho, asinasibopho sanoma yikuphi ukulahlekelwa okungaqondile noma okulandelayo okuvela ekusebenziseni kwakho iphothali. Akukho lutho kule migomo olunciphisa noma yiliphi ilungelo onalo ngaphansi koMthetho Wokuvikelwa Kwabathengi noma omunye umthetho waseNingizimu Afrika.',
    },
    changes: {
      title: '9. Izinguquko kule migomo',
      body: 'Singayibuyekeza le migomo ngezikhathi ezithile. Usuku lwenguqulo yakamuva lukhonjiswe phezulu kuleli khasi, futhi singakucela ukuthi wamukele inguqulo entsha ngaphambi kokuthi uqhubeke nokusebenzisa iphothali.',
    },
  },
};
