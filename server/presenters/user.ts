import type { User } from '../../src/types/generated/user';
import type { UserListRow } from '../repositories/users';

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
