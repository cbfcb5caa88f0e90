import { Box, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { choiceLabel, type EngineFilter } from '../../core/definitionColumns';
import type { FilterValues } from './listState';
import { usePortalNow } from '../shared/TimeZoneContext';
import { periodOf } from './periodStart';
import { useReferenceOptions } from './useReferenceOptions';

interface ChipProps {
  filter: EngineFilter;
  value: string | boolean;
  onDelete: () => void;
}

const ReferenceName = ({ filter, value }: Omit<ChipProps, 'onDelete'>) => {
  const reference = filter.kind === 'select' ? filter.reference : '';
  const optionText = filter.kind === 'select' ? (filter.optionText ?? 'name') : 'name';
  const { options } = useReferenceOptions(reference, optionText);
  return <>{options.find((o) => String(o.value) === String(value))?.label ?? String(value)}</>;
};

const FilterChip = ({ filter, value, onDelete }: ChipProps) => {
  const translate = useTranslate();
  const now = usePortalNow();
  const period =
    typeof value === 'string' && filter.kind === 'period' ? periodOf(value, now) : null;
  const shown =
    filter.kind === 'select' ? (
      <ReferenceName filter={filter} value={value} />
    ) : filter.kind === 'period' ? (
      period ? (
        translate(`portal.list.periods.${period}`)
      ) : (
        String(value)
      )
    ) : filter.kind === 'choice' ? (
      translate(choiceLabel(filter, String(value)), { _: String(value) })
    ) : filter.kind === 'flag' ? (
      translate(`portal.editing.flag.${String(value) === 'false' ? 'no' : 'yes'}`)
    ) : null;
  return (
    <Chip
      size="small"
      onDelete={onDelete}
      label={
        <>
          {translate(filter.label)}
          {shown !== null && <>: {shown}</>}
        </>
      }
    />
  );
};

/** The applied filters as chips; deleting one applies at once. */
export const ActiveFilters = (props: {
  filters: EngineFilter[];
  values: FilterValues;
  onChange: (values: FilterValues) => void;
}) => {
  const { filters, values, onChange } = props;
  const active = filters.filter((filter) => values[filter.field] !== undefined);
  if (active.length === 0) {
    return null;
  }
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1 }}>
      {active.map((filter) => (
        <FilterChip
          key={filter.field}
          filter={filter}
          value={values[filter.field] ?? ''}
          onDelete={() => {
            const next = { ...values };
            delete next[filter.field];
            onChange(next);
          }}
        />
      ))}
    </Box>
  );
};
