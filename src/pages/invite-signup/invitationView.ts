import type { InvitationView } from '../../../machines/inviteSignup';
import type { CaseManagerInvitation } from '../../../core/generated/case-manager-invitation';
import type { ChargeInvitation } from '../../../core/generated/charge-invitation';

/** A charge request's client: first and last name; a charge: its display name. */
export function fromCaseManagerInvitation(invitation: CaseManagerInvitation): InvitationView {
  const { chargeRequest } = invitation;
  return {
    email: invitation.email,
    designation: invitation.designation,
    invitedBy: invitation.invitedBy,
    client: {
      name: `${chargeRequest.firstName} ${chargeRequest.lastName}`.trim(),
      email: chargeRequest.email,
    },
  };
}

export function fromChargeInvitation(invitation: ChargeInvitation): InvitationView {
  return {
    email: invitation.email,
    designation: invitation.designation,
    invitedBy: invitation.invitedBy,
    client: { name: invitation.charge.name, email: invitation.charge.email },
  };
}

/** "First Last", or the e-mail when the inviter has no names. */
export function inviterName(invitedBy: InvitationView['invitedBy']): string {
  const name = [invitedBy.firstName, invitedBy.lastName].filter(Boolean).join(' ').trim();
  return name || invitedBy.email;
}
