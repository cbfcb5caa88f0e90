/**
 * Whether a charge request may still be amended or withdrawn: only while its client has not
 * registered with its access code. The server refuses by this rule (409) and the portal offers
 * Edit and Withdraw only where it allows it.
 */
export interface ChargeRequestCorrectionSubject {
  /** Its client registered with its access code. */
  used: boolean;
}

/** The i18n key saying why `request` cannot be changed any more, or null when it can. */
export function chargeRequestCorrectionRefusal(
  request: ChargeRequestCorrectionSubject,
): string | null {
  return request.used ? 'portal.api.charge_requests.used' : null;
}
