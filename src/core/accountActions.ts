/**
 * What an administrator posts on one account (`<resource>/{uuid}/<action>/`, for case managers
 * and users alike): mail a password reset, or reset a second factor its owner lost. The server
 * registers a route per action, the portal calls them by these names.
 */
export const ACCOUNT_ACTIONS = ['password-reset', 'second-factor-reset'] as const;

export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];
