import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { PageJump } from './PageJump';
import { pagerShape } from './pagerShape';
import { PAGE_SIZES } from '../settings/settingsStorage';

export interface ListPagerProps {
  /** The page the pager shows as current (an arrow click moves it before it is applied). */
  page: number;
  /** The page whose rows are asked for, which the range text describes. */
  appliedPage: number;
  count: number;
  total: number;
  perPage: number;
  onStep: (page: number) => void;
  onGoto: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

/** Page size, range, arrows (debounced by the caller) and the page buttons of `pagerShape`. */
export const ListPager = (props: ListPagerProps) => {
  const { page, appliedPage, count, total, perPage, onStep, onGoto, onPerPage } = props;
  const translate = useTranslate();
  const first = total === 0 ? 0 : (appliedPage - 1) * perPage + 1;
  const last = Math.min(appliedPage * perPage, total);
  return (
    <Box
      component="nav"
      aria-label={translate('portal.list.pager.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'flex-end',
        gap: 1.5,
        px: 2,
        py: 1.5,
      }}
    >
      <TextField
        select
        variant="outlined"
        margin="none"
        fullWidth={false}
        size="small"
        label={translate('portal.list.pager.page_size')}
        value={perPage}
        onChange={(event) => onPerPage(Number(event.target.value))}
        // react-admin's theme stretches inputs on phones; this one stays its own size.
        sx={{ minWidth: 140, '&&': { width: 'auto' } }}
      >
        {PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
        {translate('portal.list.pager.range', { first, last, total })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'flex-start' }}>
        <IconButton
          aria-label={translate('ra.navigation.previous')}
          disabled={page <= 1}
          onClick={() => onStep(page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        {pagerShape(count).map((item) =>
          item.kind === 'jump' ? (
            <PageJump key="jump" page={page} count={count} onGoto={onGoto} />
          ) : (
            <Button
              key={item.page}
              size="small"
              variant={item.page === page ? 'contained' : 'text'}
              aria-current={item.page === page ? 'page' : undefined}
              aria-label={translate('ra.navigation.page', { page: item.page })}
              onClick={() => onGoto(item.page)}
              sx={{ minWidth: { xs: 32, sm: 36 }, height: 40, px: 0.5 }}
            >
              {item.page}
            </Button>
          ),
        )}
        <IconButton
          aria-label={translate('ra.navigation.next')}
          disabled={page >= count}
          onClick={() => onStep(page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
};
