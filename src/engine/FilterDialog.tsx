import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import type { EngineFilter } from './definitionColumns';
import { FilterInput } from './FilterInput';
import type { FilterValues } from './listState';

export interface FilterDialogProps {
  filters: EngineFilter[];
  values: FilterValues;
  /** Called with the chosen filters when the dialog closes, however it closes. */
  onClose: (values: FilterValues) => void;
}

/**
 * The filter dialog: choices are kept while it is open and handed over when it closes; the list
 * applies them 400 ms later (spec section 9).
 */
export const FilterDialog = ({ filters, values, onClose }: FilterDialogProps) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<FilterValues>(values);
  const change = (field: string, value: string | boolean | null) =>
    setDraft((current) => {
      const next = { ...current };
      if (value === null) {
        delete next[field];
      } else {
        next[field] = value;
      }
      return next;
    });
  const close = () => onClose(draft);
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs">
      <DialogTitle>{translate('portal.list.filters.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {filters.map((filter) => (
            <FilterInput key={filter.field} filter={filter} values={draft} onChange={change} />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft({})}>{translate('portal.list.filters.clear')}</Button>
        <Button variant="contained" onClick={close}>
          {translate('portal.list.filters.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
