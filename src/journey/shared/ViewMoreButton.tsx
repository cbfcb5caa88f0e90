import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

import { PREVIEW_ROWS } from './preview';

/** View more / view less under a table of more than 5 rows; nothing for shorter tables. */
export const ViewMoreButton = ({
  rows,
  expanded,
  onToggle,
}: {
  rows: number;
  expanded: boolean;
  onToggle: () => void;
}) => {
  const translate = useTranslate();
  if (rows <= PREVIEW_ROWS) {
    return null;
  }
  return (
    <Button size="small" onClick={onToggle} sx={{ alignSelf: 'flex-start' }}>
      {translate(expanded ? 'portal.journey.view_less' : 'portal.journey.view_more')}
    </Button>
  );
};
