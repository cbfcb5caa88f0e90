/** Business constants of spec section 9 that the shell uses. */

/** Snackbars hide after this long unless a notice asks otherwise (0 stays). */
export const SNACKBAR_MS = 5000;

/** `profile?update=true` opens the update-profile dialog after this delay. */
export const PROFILE_DIALOG_DELAY_MS = 200;

/** The side navigation starts collapsed at this window width or less. */
export const SIDEBAR_COLLAPSE_WIDTH = 1280;
