import { TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { jumpHint } from './pagerShape';

export interface PageJumpProps {
  /** The current page; shown in the input when it is one of the pages the compact pager hides. */
  page: number;
  count: number;
  onGoto: (page: number) => void;
}

const HIDDEN_FROM = 4;

/**
 * The compact pager's jump input: Enter (or leaving it) goes to the typed page; a page out of
 * range shows 'max is {n}' or 'min is 1' instead (spec section 2).
 */
export const PageJump = ({ page, count, onGoto }: PageJumpProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<string | null>(null);
  const current = page >= HIDDEN_FROM && page <= count - 2;
  const typed = draft === null || draft.trim() === '' ? Number.NaN : Number(draft);
  const hint = jumpHint(typed, count);

  const commit = () => {
    if (Number.isInteger(typed) && hint === null) {
      onGoto(typed);
    }
    setDraft(null);
  };

  return (
    <TextField
      value={draft ?? (current ? String(page) : '')}
      onChange={(event) => setDraft(event.target.value.replace(/[^\d-]/g, ''))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      onBlur={commit}
      placeholder="…"
      variant="outlined"
      margin="none"
      fullWidth={false}
      size="small"
      error={hint !== null}
      helperText={hint ? translate(hint.key, hint.values) : undefined}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': translate('portal.list.pager.jump'),
          'aria-current': current ? 'page' : undefined,
          style: { textAlign: 'center', width: '4ch' },
        },
        formHelperText: { sx: { mx: 0, whiteSpace: 'nowrap' } },
      }}
      sx={{
        mx: 0.5,
        // react-admin's theme stretches inputs on phones; this one stays its own size.
        '&&': { width: 'auto' },
        '& .MuiOutlinedInput-root': current ? { bgcolor: 'action.selected' } : undefined,
      }}
    />
  );
};
