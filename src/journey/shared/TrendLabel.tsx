import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Remove from '@mui/icons-material/Remove';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { trendOf } from './change';

const ICONS = { increase: ArrowUpward, constant: Remove, decrease: ArrowDownward };

/** A change as its sign and size with the words increase, constant or decrease. */
export const TrendLabel = ({ change }: { change: number }) => {
  const translate = useTranslate();
  const trend = trendOf(change);
  const Icon = ICONS[trend];
  return (
    <Box
      component="span"
      data-trend={trend}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="inherit" aria-hidden />
      {`${change > 0 ? '+' : ''}${change} ${translate(`portal.journey.trend.${trend}`)}`}
    </Box>
  );
};
