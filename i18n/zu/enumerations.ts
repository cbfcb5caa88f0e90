import type { AppMessages } from '../en';

/** isiZulu for i18n/en/enumerations.ts; OT (occupational therapist) keeps its abbreviation. */
export const enumerations: AppMessages['portal']['enumerations'] = {
  gender: {
    female: 'Owesifazane',
    male: 'Owesilisa',
  },
  designation: {
    case_manager: 'Umphathi wokunakekela',
    ot: 'Umelaphi womsebenzi (OT)',
  },
};
