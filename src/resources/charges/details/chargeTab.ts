import type { ConsentStatus } from '../../../../core/generated/consent-status';
import { consentGiven } from '../../../../machines/consent';

export type ChargeTab = 'journey' | 'notes' | 'profile';

/**
 * The tab the charge details page shows (spec section 2): `?tab=profile` opens the profile, and
 * so does a charge whose consent is not Given, whose journey the server would not serve;
 * `?tab=notes` opens the case notes whatever the consent (the caller's own notes stay theirs).
 */
export function chargeTabOf(query: string | null, consentStatus: ConsentStatus): ChargeTab {
  if (query === 'notes') {
    return 'notes';
  }
  if (!consentGiven(consentStatus)) {
    return 'profile';
  }
  return query === 'profile' ? 'profile' : 'journey';
}

/** Whether the journey may be shown (and so fetched) at all. */
export const journeyAllowed = (consentStatus: ConsentStatus) => consentGiven(consentStatus);
