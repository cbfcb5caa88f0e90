/**
 * Whether an access code may be revoked: only while nobody used it and no charge request holds
 * it (the request's client is to register with it). The server refuses by this rule (409) and
 * the portal offers Revoke only where it allows it.
 */
export interface AccessCodeRevokeSubject {
  used: boolean;
  /** A charge request holds the code. */
  requested: boolean;
}

/** The i18n key saying why `code` cannot be revoked, or null when it can. */
export function accessCodeRevokeRefusal(code: AccessCodeRevokeSubject): string | null {
  if (code.used) {
    return 'portal.api.access_codes.used';
  }
  return code.requested ? 'portal.api.access_codes.requested' : null;
}
