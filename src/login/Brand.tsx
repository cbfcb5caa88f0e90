import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * The portal's mark and name: a leaf inside a circle, drawn in the primary colour. In the top
 * bar the name gives way to the mark alone on phones (`compact`); it stays in the page, visually
 * hidden, as the home link's accessible name.
 */
export const Brand = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const { palette, breakpoints } = useTheme();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, minWidth: 0 }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        focusable="false"
        sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.main' }}
      >
        <circle cx="16" cy="16" r="16" fill="currentColor" />
        <path
          d="M10 21c0-7 5-11 12-11 0 7-4 12-11 12m0-1 6-6"
          fill="none"
          stroke={palette.primary.contrastText}
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <Typography
        variant="subtitle1"
        component="span"
        sx={{
          fontWeight: 600,
          lineHeight: 1.25,
          ...(compact && { [breakpoints.down('sm')]: visuallyHidden }),
        }}
      >
        {translate('portal.app.name')}
      </Typography>
    </Box>
  );
};
