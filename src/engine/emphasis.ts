import type { Theme } from '@mui/material';

/**
 * An emphasised row or card (an unread notification): bold, with a bar at its start, so it
 * stands out without colour alone; its own column says why in words.
 */
export const emphasisSx = (theme: Theme) => ({
  fontWeight: 700,
  '& td, & dd, & h2': { fontWeight: 700 },
  boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
});
