/** Role codes of spec section 6. */
export const ROLES = ['AD', 'QM', 'MG', 'CA'] as const;
export type Role = (typeof ROLES)[number];

export interface RoleFlags {
  role: Role | null;
  isSuperuser: boolean;
  isStaff: boolean;
}

/** Spec section 6: a superuser is treated as AD, and an admin is a superuser or a staff user. */
export function isAdministrator(flags: RoleFlags): boolean {
  return flags.isSuperuser || flags.isStaff || flags.role === 'AD';
}

/** The role a user acts with: a superuser counts as AD whatever is stored. */
export function effectiveRole(flags: Pick<RoleFlags, 'role' | 'isSuperuser'>): Role | null {
  return flags.isSuperuser ? 'AD' : flags.role;
}
