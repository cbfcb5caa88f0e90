import { Autocomplete, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

import type { ReferenceOptions } from '../../core/formDefinition';
import { textOf } from './textOf';
import { TYPE_AHEAD_MS } from './timing';
import { useDebouncedValue } from './useDebouncedValue';
import { useReferenceOptions, type Option } from './useReferenceOptions';

export interface ReferenceArrayAutocompleteProps {
  source: string;
  label: ReactNode;
  reference: ReferenceOptions;
  required?: boolean;
  /** i18n key of a hint under the input. */
  help?: string;
}

/**
 * Chooses several records of another resource: typing searches it on the server after the
 * type-ahead delay, as the single reference does. The form keeps their values (ids); the labels
 * of those chosen before come from the options read, or the value itself until they are.
 */
export const ReferenceArrayAutocomplete = (props: ReferenceArrayAutocompleteProps) => {
  const { source, label, reference, required, help } = props;
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const [text, setText] = useState('');
  const [known, setKnown] = useState<Option[]>([]);
  const search = useDebouncedValue(text, TYPE_AHEAD_MS);
  const { options, isPending } = useReferenceOptions(
    reference.resource,
    reference.optionText,
    reference.optionValue,
    search,
  );
  const values = Array.isArray(field.value) ? (field.value as (string | number)[]) : [];
  const labelOf = (value: string | number) =>
    [...known, ...options].find((option) => option.value === value)?.label ?? textOf(value);
  return (
    <Autocomplete<Option, true>
      id={id}
      multiple
      options={options}
      value={values.map((value) => ({ value, label: labelOf(value) }))}
      loading={isPending}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onChange={(_, chosen) => {
        setKnown((before) => [...before, ...chosen]);
        field.onChange(chosen.map((option) => option.value));
      }}
      onBlur={field.onBlur}
      noOptionsText={translate('portal.list.nothing_found')}
      loadingText={translate('ra.page.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={fieldState.invalid}
          helperText={<InputHelperText error={fieldState.error?.message} helperText={help} />}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-required': required || undefined },
          }}
        />
      )}
    />
  );
};
