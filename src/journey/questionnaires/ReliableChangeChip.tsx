import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ReliableChangeClass } from '../../../core/reliableChange';

const COLOR = { improvement: 'success', no_change: 'default', deterioration: 'error' } as const;

/** A change's reliable change class (core/reliableChange.ts) as an outlined chip. */
export const ReliableChangeChip = ({ value }: { value: ReliableChangeClass | null }) => {
  const translate = useTranslate();
  if (value === null) {
    return null;
  }
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[value]}
      label={translate(`portal.journey.scores.reliable.${value}`)}
      data-reliable-change={value}
    />
  );
};
