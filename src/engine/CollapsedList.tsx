import { Box, Chip, Tooltip } from '@mui/material';

import { collapseList } from './collapseList';
import { Empty } from './RelativeDate';

/** A list cell: the first 2 items and a +N chip naming the rest on hover (spec section 9). */
export const CollapsedList = ({ items }: { items: string[] }) => {
  if (items.length === 0) {
    return <Empty />;
  }
  const { shown, hidden, more } = collapseList(items);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 0 }}>
      {shown.map((item, index) => (
        <Chip
          key={`${item}-${index}`}
          label={item}
          size="small"
          variant="outlined"
          sx={{ maxWidth: '100%' }}
        />
      ))}
      {more > 0 && (
        <Tooltip title={hidden.join(', ')}>
          <Chip label={`+${more}`} size="small" color="primary" variant="outlined" />
        </Tooltip>
      )}
    </Box>
  );
};
