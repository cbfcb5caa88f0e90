import type { Config } from '../config';
import { fullName } from '../../core/fullName';
import type { Executor } from '../db/executor';
import type { CallerUser } from '../repositories/users';
import { fieldError } from '../lib/apiError';
import { keyedDigest, randomCode } from '../lib/secrets';
import { inLanguage, translate } from '../lib/translate';
import { recipientLanguage } from '../mail/recipientLanguage';
import { invitationMail } from '../mail/templates/invitation';
import { appendAudit } from '../repositories/auditLog';
import { rememberDesignation } from '../repositories/designations';
import { insertInvitation, isInvitedTo } from '../repositories/invitations';
import { enqueueMail } from '../repositories/mails';
import { mailSecretBox, SECRET_MASK } from '../mail/mailSecret';
import { assertInvitationQuota } from './senderQuota';
import { INVITATION_TTL_MS } from './lifetimes';

const CODE_LENGTH = 8;

export interface NewInvitation {
  email: string;
  designation: string;
  invitedBy: CallerUser;
  /** Whom the invitee would support, as the mail names them. */
  subjectName: string;
  target: { chargeRequestId: number } | { chargeId: number };
  /** Only the demo seed fixes a code; everyone else gets a random one. */
  code?: string;
}

function displayName(user: CallerUser): string {
  const name = fullName(user.first_name, user.last_name);
  return name || user.email;
}

/**
 * Invites a new supporter: the invitation row (code stored hashed) and its mail (the code sealed
 * until delivery, see `mailSecret.ts`), in the caller's transaction. An address already invited to
 * the same request or charge is refused; so is an invitation past the inviter's daily quota.
 */
export async function inviteSupporter(
  db: Executor,
  config: Pick<Config, 'publicUrl' | 'mailSender' | 'jwtSecret' | 'digestKey' | 'mailQuota'>,
  invitation: NewInvitation,
): Promise<{ uuid: string }> {
  const email = invitation.email.trim();
  const isCharge = 'chargeId' in invitation.target;
  const targetId =
    'chargeId' in invitation.target
      ? invitation.target.chargeId
      : invitation.target.chargeRequestId;
  if (await isInvitedTo(db, invitation.target, email)) {
    throw fieldError('email', translate('portal.validation.supporter_already_invited'));
  }
  await assertInvitationQuota(db, config, invitation.invitedBy.id, 1);
  const code = invitation.code ?? randomCode(CODE_LENGTH);
  const row = await insertInvitation(db, {
    target: invitation.target,
    email,
    designation: invitation.designation.trim(),
    invitedBy: invitation.invitedBy.id,
    codeHash: keyedDigest(config.digestKey, code),
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  await rememberDesignation(db, invitation.designation);
  const link = `${config.publicUrl}/invite-signup/${row.uuid}/${isCharge ? '?client=true' : ''}`;
  const mail = inLanguage(await recipientLanguage(db, email), () =>
    invitationMail({
      to: email,
      inviterName: displayName(invitation.invitedBy),
      subjectName: invitation.subjectName,
      designation: invitation.designation.trim(),
      code: SECRET_MASK,
      link,
    }),
  );
  await enqueueMail(db, config.mailSender, {
    ...mail,
    secretSealed: mailSecretBox(config.jwtSecret).seal(code),
    requestedBy: invitation.invitedBy.id,
  });
  await appendAudit(db, {
    actorUserId: invitation.invitedBy.id,
    action: 'supporter.invite',
    targetType: 'invitation',
    targetId: row.uuid,
    ...(isCharge ? { chargeId: targetId } : {}),
    details: { email },
  });
  return { uuid: row.uuid };
}
