import { TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways (a phone's width): its container is a named region that the
 * keyboard can reach, so its hidden columns can be scrolled into view without a pointer.
 */
export const ScrollableTable = ({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) => (
  <TableContainer tabIndex={0} role="region" aria-label={label} data-testid={testId}>
    {children}
  </TableContainer>
);
