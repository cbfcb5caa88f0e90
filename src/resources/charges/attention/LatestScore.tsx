import { Box } from '@mui/material';

import { SEVERITIES, type Severity } from '../../../../core/severity';
import { Empty } from '../../../engine/RelativeDate';
import { SeverityChip } from '../../../journey/questionnaires/SeverityChip';

const isSeverity = (value: unknown): value is Severity =>
  typeof value === 'string' && (SEVERITIES as readonly string[]).includes(value);

/** A latest score `{total, band}`: the total and its band chip in the journey's colours. */
export const LatestScore = ({ value }: { value: unknown }) => {
  if (typeof value !== 'object' || value === null) {
    return <Empty />;
  }
  const { total, band } = value as { total?: unknown; band?: unknown };
  if (typeof total !== 'number' || !isSeverity(band)) {
    return <Empty />;
  }
  return (
    // On one line where there is room; in a narrow card the chip goes under the total and its
    // label wraps rather than running past the card.
    <Box
      sx={{
        display: 'inline-flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        maxWidth: '100%',
        '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
        '& .MuiChip-label': { whiteSpace: 'normal' },
      }}
    >
      <span>{total}</span>
      <SeverityChip severity={band} />
    </Box>
  );
};
