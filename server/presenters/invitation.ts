import type { CaseManagerInvitation } from '../../core/generated/case-manager-invitation';
import { fullName } from '../../core/fullName';
import type { ChargeInvitation } from '../../core/generated/charge-invitation';
import type { InvitationView } from '../repositories/invitations';

function inviter(view: InvitationView) {
  return {
    firstName: view.inviter_first_name,
    lastName: view.inviter_last_name,
    email: view.inviter_email,
  };
}

export function toCaseManagerInvitation(view: InvitationView): CaseManagerInvitation {
  return {
    uuid: view.uuid,
    email: view.email,
    designation: view.designation,
    invitedBy: inviter(view),
    chargeRequest: {
      email: view.request_email,
      firstName: view.request_first_name ?? '',
      lastName: view.request_last_name ?? '',
    },
  };
}

export function toChargeInvitation(view: InvitationView): ChargeInvitation {
  const name = fullName(view.client_first_name, view.client_last_name);
  return {
    uuid: view.uuid,
    email: view.email,
    designation: view.designation,
    invitedBy: inviter(view),
    charge: { email: view.client_email ?? '', name },
  };
}
