import { roleChangeRefusal } from '../../../core/accountRoles';
import type { FormDefinition } from '../../../core/formDefinition';
import { ROLES } from '../../../core/roles';
import type { AccountRecord } from './accountRecord';

/**
 * The definition's edit without the role where the role rules (core/accountRoles.ts) leave no
 * other role to give: an app user's account, or an administrator's for one who is no superuser.
 */
export function offeredAccountForm(
  form: FormDefinition,
  record: AccountRecord,
  actorIsSuperuser: boolean,
): FormDefinition {
  const subject = {
    isClient: record.isClient === true,
    // Not in the record: the API refuses a role such a flag overrides, with its message.
    adminByFlag: false,
    role: record.role,
    actorIsSuperuser,
  };
  const givable = ROLES.some(
    (role) => role !== record.role && roleChangeRefusal(subject, role) === null,
  );
  return givable ? form : { ...form, fields: form.fields.filter((f) => f.source !== 'role') };
}
