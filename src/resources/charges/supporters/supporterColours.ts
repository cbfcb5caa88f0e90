import { toConsentStatus } from '../../../../machines/consent';

export type BadgeColour = 'info' | 'warning' | 'success' | 'error';

/** Spec section 4: a supporter's consent badge is blue Not Requested, orange Requested, green Given, otherwise red. */
export function consentBadgeColour(status: string | null | undefined): BadgeColour {
  switch (toConsentStatus(status)) {
    case 'NR':
      return 'info';
    case 'RQ':
      return 'warning';
    case 'GV':
      return 'success';
    case 'RC':
    case 'DN':
      return 'error';
  }
}

/** Spec section 4: a pending invitation is green, any other status red. */
export const invitationColour = (status: string): BadgeColour =>
  status === 'PN' ? 'success' : 'error';
