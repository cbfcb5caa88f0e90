import { Autocomplete, TextField } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

import type { ReferenceOptions } from '../../core/formDefinition';
import { TYPE_AHEAD_MS } from './timing';
import { useDebouncedValue } from './useDebouncedValue';
import { useReferenceOptions, type Option } from './useReferenceOptions';

export interface ReferenceAutocompleteProps {
  source: string;
  label: ReactNode;
  reference: ReferenceOptions;
  required?: boolean;
  disabled?: boolean;
  /** i18n key of a hint under the input. */
  help?: string;
}

/**
 * Chooses a record of another resource: typing searches it on the server after the type-ahead
 * delay (spec section 9); 'Nothing found.' when nothing matches. The form keeps the option's
 * value (an id), never the record.
 */
export const ReferenceAutocomplete = (props: ReferenceAutocompleteProps) => {
  const { source, label, reference, required, disabled, help } = props;
  const translate = useTranslate();
  const { field, fieldState, id } = useInput({ source });
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const search = useDebouncedValue(chosen && text === chosen.label ? '' : text, TYPE_AHEAD_MS);
  const { options, isPending } = useReferenceOptions(
    reference.resource,
    reference.optionText,
    reference.optionValue,
    search,
  );
  const value = chosen !== null && chosen.value === field.value ? chosen : null;
  return (
    <Autocomplete<Option>
      id={id}
      options={options}
      value={value}
      disabled={disabled}
      loading={isPending}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, current) => option.value === current.value}
      getOptionLabel={(option) => option.label}
      getOptionKey={(option) => String(option.value)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      onChange={(_, option) => {
        setChosen(option);
        field.onChange(option?.value ?? null);
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
