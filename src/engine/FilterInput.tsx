import { Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

import { choiceLabel, type EngineFilter } from '../../core/definitionColumns';
import type { FilterValues } from './listState';
import { usePortalNow } from '../shared/TimeZoneContext';
import { PERIODS, periodOf, periodStart } from './periodStart';
import { useReferenceOptions } from './useReferenceOptions';

export interface FilterInputProps {
  filter: EngineFilter;
  values: FilterValues;
  onChange: (field: string, value: string | boolean | null) => void;
}

const ReferenceSelect = ({ filter, values, onChange }: FilterInputProps) => {
  const translate = useTranslate();
  const reference = filter.kind === 'select' ? filter.reference : '';
  const optionText = filter.kind === 'select' ? (filter.optionText ?? 'name') : 'name';
  const { options } = useReferenceOptions(reference, optionText);
  const value = values[filter.field];
  return (
    <TextField
      select
      fullWidth
      label={translate(filter.label)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(filter.field, event.target.value || null)}
    >
      <MenuItem value="">{translate('portal.list.filters.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={String(option.value)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

const PeriodSelect = ({ filter, values, onChange }: FilterInputProps) => {
  const translate = useTranslate();
  // The period's days are the portal's: its today, its week, its month.
  const now = usePortalNow();
  const value = values[filter.field];
  return (
    <TextField
      select
      fullWidth
      label={translate(filter.label)}
      value={typeof value === 'string' ? (periodOf(value, now) ?? '') : ''}
      onChange={(event) => {
        const period = PERIODS.find((p) => p === event.target.value);
        onChange(filter.field, period ? periodStart(period, now) : null);
      }}
    >
      <MenuItem value="">{translate('portal.list.filters.any_time')}</MenuItem>
      {PERIODS.map((period) => (
        <MenuItem key={period} value={period}>
          {translate(`portal.list.periods.${period}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** A fixed list of values; each is shown as the message it names, or as itself. */
const ChoiceSelect = ({ filter, values, onChange }: FilterInputProps) => {
  const translate = useTranslate();
  const value = values[filter.field];
  return (
    <TextField
      select
      fullWidth
      label={translate(filter.label)}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(filter.field, event.target.value || null)}
    >
      <MenuItem value="">{translate('portal.list.filters.all')}</MenuItem>
      {(filter.kind === 'choice' ? filter.options : []).map((option) => (
        <MenuItem key={option} value={option}>
          {translate(choiceLabel(filter, option), { _: option })}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** A flag's three states: any (no filter), yes or no. */
const FlagSelect = ({ filter, values, onChange }: FilterInputProps) => {
  const translate = useTranslate();
  const value = values[filter.field];
  return (
    <TextField
      select
      fullWidth
      label={translate(filter.label)}
      value={value === undefined || value === null ? '' : String(value)}
      onChange={(event) =>
        onChange(filter.field, event.target.value === '' ? null : event.target.value === 'true')
      }
    >
      <MenuItem value="">{translate('portal.editing.flag.any')}</MenuItem>
      <MenuItem value="true">{translate('portal.editing.flag.yes')}</MenuItem>
      <MenuItem value="false">{translate('portal.editing.flag.no')}</MenuItem>
    </TextField>
  );
};

/**
 * One filter of the dialog, by kind: another resource, a period, a checkbox, a flag or fixed
 * values.
 */
export const FilterInput = (props: FilterInputProps) => {
  const translate = useTranslate();
  const { filter, values, onChange } = props;
  switch (filter.kind) {
    case 'select':
      return <ReferenceSelect {...props} />;
    case 'period':
      return <PeriodSelect {...props} />;
    case 'choice':
      return <ChoiceSelect {...props} />;
    case 'flag':
      return <FlagSelect {...props} />;
    case 'checkbox':
      return (
        <FormControlLabel
          label={translate(filter.label)}
          control={
            <Checkbox
              checked={values[filter.field] === true}
              onChange={(event) => onChange(filter.field, event.target.checked ? true : null)}
            />
          }
        />
      );
  }
};
