import { describe, expect, it } from 'vitest';
import { roleChangeRefusal, type RoleChangeSubject } from './accountRoles';

const manager: RoleChangeSubject = {
  isClient: false,
  adminByFlag: false,
  role: 'MG',
  actorIsSuperuser: false,
};

describe('roleChangeRefusal', () => {
  it('lets any administrator change a case manager role, and anyone keep a role', () => {
    expect(roleChangeRefusal(manager, 'QM')).toBeNull();
    expect(roleChangeRefusal(manager, 'AD')).toBeNull();
    expect(roleChangeRefusal({ ...manager, isClient: true, role: null }, 'MG')).not.toBeNull();
    expect(roleChangeRefusal({ ...manager, role: 'AD', adminByFlag: true }, 'AD')).toBeNull();
  });

  it('gives an app user no role, with its own message', () => {
    expect(roleChangeRefusal({ ...manager, isClient: true, role: null }, 'AD')).toEqual({
      message: 'portal.accounts.api.client_no_role',
      status: 409,
    });
  });

  it('leaves demoting an administrator to a superuser', () => {
    const admin = { ...manager, role: 'AD' as const };
    expect(roleChangeRefusal(admin, 'MG')).toEqual({
      message: 'portal.accounts.api.admin_role_superuser_only',
      status: 403,
    });
    expect(roleChangeRefusal({ ...admin, actorIsSuperuser: true }, 'MG')).toBeNull();
  });

  it('refuses a role that would not take effect on a superuser or staff account', () => {
    const staff = { ...manager, role: 'AD' as const, adminByFlag: true, actorIsSuperuser: true };
    expect(roleChangeRefusal(staff, 'MG')).toEqual({
      message: 'portal.accounts.api.admin_by_flag',
      status: 409,
    });
  });
});
