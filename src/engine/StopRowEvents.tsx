import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Keeps clicks and keys inside a custom cell from reaching the row (or card) that opens it. */
export const StopRowEvents = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    sx={{ display: 'contents' }}
    onClick={(event) => event.stopPropagation()}
    onKeyDown={(event) => event.stopPropagation()}
  >
    {children}
  </Box>
);
