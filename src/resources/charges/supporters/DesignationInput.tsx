import { Autocomplete, TextField } from '@mui/material';
import { InputHelperText, useInput, useTranslate } from 'react-admin';

import { RequiredLabel } from '../../../inputs/RequiredLabel';

export interface DesignationInputProps {
  source: string;
  options: string[];
  label?: string;
}

/** Designation (spec section 5): pick from the stored list or type any text. */
export const DesignationInput = ({
  source,
  options,
  label = 'portal.charges.supporters.designation',
}: DesignationInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, isRequired: true });
  const error = fieldState.error?.message;
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => field.onChange(next)}
      onChange={(_, next) => field.onChange(next ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={isRequired ? <RequiredLabel label={label} /> : translate(label)}
          error={error !== undefined}
          helperText={<InputHelperText error={error} helperText=" " />}
          size="small"
          margin="dense"
        />
      )}
    />
  );
};
