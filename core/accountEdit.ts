import type { FormDefinition } from './formDefinition';
import { ROLE_LABELS } from './storedValues';

/**
 * The edit of an account as users and case managers declare it (`edit`): one payload,
 * `account-update.json`, keyed by uuid (`PATCH users/{uuid}/`, `case-managers/{uuid}/`), with a
 * case manager's companies besides. The role rules (core/accountRoles.ts) refuse a role the
 * administrator may not give; deactivation is its own button, not a field.
 */
export function accountEditForm({ companies }: { companies: boolean }): FormDefinition {
  return {
    schema: 'account-update.json',
    title: 'portal.accounts.edit.title',
    success: 'portal.accounts.edit.saved',
    fields: [
      // A case manager keeps their names (the API answers 400 for a blank one).
      { source: 'firstName', required: companies },
      { source: 'lastName', required: companies },
      { source: 'email', required: true },
      { source: 'role', input: 'select', choices: ROLE_LABELS },
      ...(companies
        ? [
            {
              source: 'companies',
              label: 'portal.accounts.edit.companies',
              input: 'references' as const,
              required: true,
              reference: { resource: 'companies', optionText: 'name', optionValue: 'id' },
            },
          ]
        : []),
    ],
  };
}
