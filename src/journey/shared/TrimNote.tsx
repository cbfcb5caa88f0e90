import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatDay } from '../../engine/formatDate';

/**
 * Says, above a graph, that it draws only the latest `shown` of the period's `total` entries
 * (spec section 9's rule for a period) and from which day (`from`, a wall-clock date), with
 * the whole period one click away; nothing when the graph draws them all.
 */
export const TrimNote = ({
  label,
  shown,
  total,
  from,
  onShowAll,
}: {
  label: string;
  shown: number;
  total: number;
  from: Date | null | undefined;
  onShowAll: () => void;
}) => {
  const translate = useTranslate();
  if (shown >= total) {
    return null;
  }
  return (
    <Box
      data-testid="trim-note"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate(label, { shown, total, from: from ? formatDay(from, translate) : '' })}
      </Typography>
      <Button size="small" onClick={onShowAll}>
        {translate('portal.journey.show_all', { total })}
      </Button>
    </Box>
  );
};
