import { describe, expect, it } from 'vitest';

import { caseManagers } from '../../../resources/caseManagers';
import { users } from '../../../resources/users';
import type { AccountRecord } from './accountRecord';
import { offeredAccountForm } from './offeredAccountForm';

const account: AccountRecord = {
  id: 41,
  uuid: '6f0d8a4e-8a43-4e44-9a38-2f6a1c1f4b11',
  email: 'nandi@example.org',
  firstName: 'Nandi',
  lastName: 'Zulu',
  role: 'QM',
  isActive: true,
  secondFactor: false,
};

const sources = (record: AccountRecord, superuser = false) =>
  offeredAccountForm(users.edit!, record, superuser).fields.map((field) => field.source);

describe('offeredAccountForm', () => {
  it('offers the role where the role rules leave one to give', () => {
    expect(sources(account)).toEqual(['firstName', 'lastName', 'email', 'role']);
    expect(sources({ ...account, role: 'AD' }, true)).toContain('role');
  });

  it("leaves the role out of an app user's account and of another administrator's", () => {
    expect(sources({ ...account, role: null, isClient: true })).not.toContain('role');
    expect(sources({ ...account, role: 'AD' })).not.toContain('role');
  });

  it("keeps a case manager's companies", () => {
    const fields = offeredAccountForm(caseManagers.edit!, account, false).fields;
    expect(fields.map((field) => field.source)).toContain('companies');
  });
});
