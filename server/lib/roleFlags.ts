import type { RoleFlags } from '../../core/roles';
import type { UsersTable } from '../db/database';

/** A users row's stored role facts, as the role rules (core/roles.ts) read them. */
export function roleFlagsOf(row: {
  role: UsersTable['role'];
  is_superuser: boolean;
  is_staff: boolean;
}): RoleFlags {
  return { role: row.role, isSuperuser: row.is_superuser, isStaff: row.is_staff };
}
