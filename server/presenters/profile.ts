import { effectiveRole, isAdministrator } from '../../core/roles';
import type { CallerUser } from '../repositories/users';
import { translate } from '../lib/translate';
import type { Profile } from '../../core/generated/profile';
import type { ShallowProfile } from '../../core/generated/shallow-profile';
import { roleFlagsOf } from '../lib/roleFlags';

/** Spec section 4: the profile must be updated while the first or last name is empty. */
export function shouldUpdateProfile(user: CallerUser): boolean {
  return !user.first_name?.trim() || !user.last_name?.trim();
}

/** `timeZone`: the portal's, the calendar the app judges and names its days on. */
export function toShallowProfile(
  user: CallerUser,
  mustSetUpSecondFactor: boolean,
  timeZone: string,
): ShallowProfile {
  const role = effectiveRole(roleFlagsOf(user));
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    isSuperuser: user.is_superuser,
    isStaff: user.is_staff,
    hasAcceptedTerms: user.has_accepted_terms,
    shouldUpdateProfile: shouldUpdateProfile(user),
    isAdmin: isAdministrator(roleFlagsOf(user)),
    mustSetUpSecondFactor,
    role: role ?? 'MG',
    timeZone,
  };
}

/**
 * `secondFactorRequired`: whether the user's role must use a second factor (mfaRequired);
 * `timeZone`: the portal's, the calendar its dates are shown on.
 */
export function toProfile(
  user: CallerUser,
  profileId: number | null,
  portal: { secondFactorRequired: boolean; timeZone: string },
): Profile {
  const role = effectiveRole(roleFlagsOf(user)) ?? 'MG';
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    dateJoined: user.date_joined.toISOString(),
    role,
    roleDisplay: translate(`portal.profile.role_labels.${role}`),
    isAdmin: isAdministrator(roleFlagsOf(user)),
    isStaff: user.is_staff,
    resetPassword: false,
    profileId,
    secondFactorSince: user.mfa_enabled_at?.toISOString() ?? null,
    ...portal,
  };
}
