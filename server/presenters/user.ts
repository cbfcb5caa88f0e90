import { effectiveRole } from '../../core/roles';
import type { User } from '../../core/generated/user';
import type { UserDetail } from '../../core/generated/user-detail';
import type { UserDetailRow, UserListRow } from '../repositories/users';
import { roleFlagsOf } from '../lib/roleFlags';

export function toUser(row: UserListRow): User {
  return {
    id: row.id,
    uuid: row.uuid,
    username: row.username,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    dateJoined: row.date_joined.toISOString(),
    isAdmin: row.is_admin,
    isActive: row.is_active,
  };
}

export function toUserDetail(row: UserDetailRow): UserDetail {
  return {
    ...toUser(row),
    updatedAt: row.updated_at.toISOString(),
    lastLogin: row.last_login?.toISOString() ?? null,
    loginsCount: row.logins_count,
    role: effectiveRole(roleFlagsOf(row)),
    isClient: row.is_client,
    secondFactor: row.second_factor,
    anonymised: row.anonymised,
  };
}
