import type { ActionDefinition } from './resourceDefinition';

/** The account actions as users and case managers declare them (`actions`). */
export const ACCOUNT_ACTIONS: ActionDefinition[] = [
  {
    name: 'password-reset',
    label: 'portal.accounts.send_reset.open',
    confirm: {
      title: 'portal.accounts.send_reset.title',
      content: 'portal.accounts.send_reset.body',
      action: 'portal.accounts.send_reset.confirm',
    },
    success: 'portal.accounts.api.reset_sent',
    rule: 'password-reset',
  },
  {
    name: 'second-factor-reset',
    label: 'portal.accounts.reset_second_factor.open',
    confirm: {
      title: 'portal.accounts.reset_second_factor.title',
      content: 'portal.accounts.reset_second_factor.body',
      action: 'portal.accounts.reset_second_factor.confirm',
    },
    success: 'portal.accounts.api.second_factor_reset',
    rule: 'second-factor-reset',
    warning: true,
  },
];

/**
 * A client's rights over their data (POPIA sections 23 and 24), on their account's page: the
 * archive of everything held about them, and anonymisation, confirmed by typing their e-mail.
 */
export const CLIENT_RIGHTS_ACTIONS: ActionDefinition[] = [
  {
    name: 'export',
    label: 'portal.client_rights.export.open',
    success: 'portal.client_rights.export.done',
    rule: 'client-export',
    refused: 'hidden',
    download: true,
  },
  {
    name: 'anonymise',
    label: 'portal.client_rights.anonymise.open',
    confirm: {
      title: 'portal.client_rights.anonymise.title',
      content: 'portal.client_rights.anonymise.body',
      action: 'portal.client_rights.anonymise.confirm',
      typed: { field: 'email', label: 'portal.client_rights.anonymise.typed' },
    },
    success: 'portal.client_rights.anonymise.done',
    rule: 'client-anonymise',
    refused: 'hidden',
    warning: true,
  },
];
