/**
 * Stored values the portal shows in the reader's language: what the app sends at registration
 * (gender) and the default designations (server/repositories/designations.ts). A value not
 * listed here (a designation someone typed) is shown as stored. Keys mirror i18n/zu.
 */
export const enumerations = {
  gender: {
    female: 'Female',
    male: 'Male',
  },
  designation: {
    case_manager: 'Case manager',
    ot: 'OT',
  },
};
