import type { FormDefinition } from './formDefinition';

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
      { source: 'firstName' },
      { source: 'lastName' },
      { source: 'email', required: true },
      { source: 'role' },
      ...(companies
        ? [
            {
              source: 'companies',
              label: 'portal.accounts.edit.companies',
              input: 'reference' as const,
              required: true,
              reference: { resource: 'companies', optionText: 'name', optionValue: 'id' },
            },
          ]
        : []),
    ],
  };
}
