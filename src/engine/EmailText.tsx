import { Box } from '@mui/material';
import { Fragment } from 'react';

/**
 * An e-mail address that a narrow column wraps only where a reader expects it: after the `@` and
 * before each dot, never inside a name (`wbr` marks the places). Only a part wider than the
 * column on its own is still broken (`break-word`, which unlike `anywhere` does not let a table
 * squeeze the column below its longest part).
 */
export const EmailText = ({ text }: { text: string }) => {
  const parts = text.split(/(?<=@)|(?=\.)/);
  return (
    <Box component="span" sx={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </Box>
  );
};
