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
