/** Imilayezo yephothali: amalungelo omnakekelwa ngemininingwane yakhe. Okhiye bafana no-i18n/en/clientRights.ts. */
export const clientRights = {
  export: {
    open: 'Thumela ngaphandle imininingwane',
    done: 'Ingobo yakho konke okugcinwe ngalo mnakekelwa ilandiwe.',
  },
  anonymise: {
    open: 'Yenza ongaziwa',
    title: 'Wenze u-%{email} angaziwa?',
    body: 'Amagama akhe, ikheli le-imeyili, inombolo yepholisi negama lokudlala, kanye nawo wonke amanothi, amanothi okuvuma nezikhundla ezibhalwe ngaye, kususwa unomphela. Amaphuzu akhe, izinsuku nokusebenzisa kwakhe uhlelo lokusebenza kuyasala, ngaphandle kwegama lakhe, ukuze imibiko ihlale ihlangana. Ngeke esakwazi ukungena kuhlelo lokusebenza. Lokhu akunakuhlehliswa.',
    typed: 'Bhala ikheli lakhe le-imeyili ukuze uqinisekise',
    confirm: 'Yenza ongaziwa',
    done: 'Umnakekelwa wenziwe ongaziwa.',
  },
};
