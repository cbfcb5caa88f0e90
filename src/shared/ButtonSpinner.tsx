import { CircularProgress } from '@mui/material';

/**
 * The spinner a button shows as its icon while its action runs. Hidden from assistive technology:
 * the button's own words and its disabled state say what is happening, and an unnamed progress bar
 * inside a button is an accessibility failure.
 */
export const ButtonSpinner = () => (
  <CircularProgress size={16} color="inherit" aria-hidden="true" />
);
