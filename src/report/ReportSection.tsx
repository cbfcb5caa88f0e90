import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** One titled part of the report, its heading kept with what follows it on paper. */
export const ReportSection = ({
  title,
  testId,
  children,
}: {
  title: string;
  testId: string;
  children: ReactNode;
}) => {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-testid={testId}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ breakAfter: 'avoid' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
};
