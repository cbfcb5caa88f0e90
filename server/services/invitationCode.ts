import { timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/executor';
import type { InvitationsTable } from '../db/database';
import type { Selectable } from 'kysely';
import { ApiError, fieldError } from '../lib/apiError';
import { storedDigests } from '../lib/secrets';
import { countWrongInvitationCode } from '../repositories/invitations';
import { translate } from '../lib/translate';

/** After this many wrong codes an invitation stops accepting any code. */
export const MAX_CODE_ATTEMPTS = 5;
export const INVALID_CODE = (): string => translate('portal.api.invitations.code_invalid');
export const INVITATION_GONE = (): string => translate('portal.api.invitations.gone');

/** Whether an invitation can still be read, accepted or declined: pending and not expired. */
export function invitationUsable(
  invitation: { status: string; expires_at: Date },
  now = Date.now(),
): boolean {
  return invitation.status === 'PN' && invitation.expires_at.getTime() >= now;
}

/**
 * Checks an invitation's one-time code inside the caller's transaction and answers the error to
 * give, if any. It returns rather than throws so the caller can commit the counted wrong try:
 * guessing then locks the invitation.
 */
export async function checkInvitationCode(
  db: Executor,
  digestKey: string,
  invitation: Selectable<InvitationsTable>,
  code: string,
): Promise<ApiError | null> {
  if (!invitationUsable(invitation)) {
    return new ApiError(410, INVITATION_GONE());
  }
  if (invitation.failed_attempts >= MAX_CODE_ATTEMPTS) {
    return fieldError('invite_code', translate('portal.api.invitations.code_locked'));
  }
  const stored = Buffer.from(invitation.code_hash);
  const matches = storedDigests(digestKey, code.trim().toUpperCase()).map((hash) => {
    const given = Buffer.from(hash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  });
  if (!matches.includes(true)) {
    await countWrongInvitationCode(db, invitation.id);
    return fieldError('invite_code', INVALID_CODE());
  }
  return null;
}
