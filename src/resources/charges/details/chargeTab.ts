import type { ConsentStatus } from '../../../../core/generated/consent-status';
import { consentGiven } from '../../../../machines/consent';

export type ChargeTab = 'journey' | 'profile';

/**
 * The tab the charge details page shows (spec section 2): `?tab=profile` opens the profile, and
 * so does a charge whose consent is not Given, whose journey the server would not serve.
 */
export function chargeTabOf(query: string | null, consentStatus: ConsentStatus): ChargeTab {
  if (!consentGiven(consentStatus)) {
    return 'profile';
  }
  return query === 'profile' ? 'profile' : 'journey';
}

/** Whether the journey may be shown (and so fetched) at all. */
export const journeyAllowed = (consentStatus: ConsentStatus) => consentGiven(consentStatus);
