/** Names for the generated demo people: South African, as the portal's users are. */
export const FIRST_NAMES = (
  'Amahle,Andile,Anele,Ayanda,Bongani,Buhle,Busisiwe,Dumisani,Gugu,Hlengiwe,Jabulani,Karabo,' +
  'Khanyisile,Lindiwe,Lwazi,Mandla,Mpho,Naledi,Nandi,Nokuthula,Nomsa,Palesa,Precious,Refilwe,' +
  'Sibusiso,Sifiso,Siyabonga,Thabo,Themba,Thulani,Unathi,Vusi,Xolani,Zanele,Zodwa,Pieter,' +
  'Annelie,Johan,Priya,Rajesh,Fatima,Yusuf,Megan,Liam'
).split(',');

export const LAST_NAMES = (
  'Buthelezi,Cele,Dlamini,Gumede,Khumalo,Khoza,Mabaso,Madonsela,Mahlangu,Maseko,Mathebula,' +
  'Mkhize,Mokoena,Molefe,Mthembu,Ndlovu,Ngcobo,Nkosi,Ntuli,Radebe,Shabalala,Sithole,' +
  'Tshabalala,Zulu,Zwane,Botha,Van der Merwe,Naidoo,Pillay,Patel,Adams,Jacobs,Williams'
).split(',');

export const MAIL_SUBJECTS = [
  'You have been invited to support a client',
  'Reset your password',
  'A consent request is waiting for you',
  'Your portal account is ready',
  'Weekly summary of your clients',
];
