import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { SidePanel } from '../layout/SidePanel';
import type { EngineFilter } from '../../core/definitionColumns';
import { FilterInput } from './FilterInput';
import type { FilterValues } from './listState';

export interface FilterPanelProps {
  filters: EngineFilter[];
  values: FilterValues;
  /** Called with the chosen filters when the panel closes, however it closes. */
  onClose: (values: FilterValues) => void;
}

/**
 * The list's filter set (spec section 2) in the right-hand slide-in panel (full width on
 * phones): the filters, clear selection and apply. Choices are kept while it is open and handed
 * over when it closes; the list applies them 400 ms later (spec section 9).
 */
export const FilterPanel = ({ filters, values, onClose }: FilterPanelProps) => {
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
    <SidePanel open onClose={close} title="portal.list.filters.title" width={380}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {filters.map((filter) => (
          <FilterInput key={filter.field} filter={filter} values={draft} onChange={change} />
        ))}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pt: 1 }}>
          <Button onClick={() => setDraft({})}>{translate('portal.list.filters.clear')}</Button>
          <Button variant="contained" onClick={close}>
            {translate('portal.list.filters.apply')}
          </Button>
        </Stack>
      </Stack>
    </SidePanel>
  );
};
