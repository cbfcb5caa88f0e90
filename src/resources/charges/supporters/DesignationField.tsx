import { Autocomplete, TextField } from '@mui/material';
import type { ReactNode, Ref } from 'react';

import { useDesignationLabel } from './useDesignationLabel';

export interface DesignationFieldProps {
  value: string;
  onChange: (value: string) => void;
  options: string[];
  label: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * Designation (spec section 5): pick one of the stored list or type any text. The default ones
 * are offered and shown in the reader's language and kept as the API stores them.
 */
export const DesignationField = (props: DesignationFieldProps) => {
  const { value, onChange, options, label, error, helperText, name, inputRef, onBlur } = props;
  const designation = useDesignationLabel();
  return (
    <Autocomplete
      freeSolo
      options={options}
      getOptionLabel={designation.label}
      value={value}
      inputValue={designation.label(value)}
      onInputChange={(_, next) => onChange(designation.stored(next))}
      onChange={(_, next) => onChange(next ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          inputRef={inputRef}
          onBlur={onBlur}
          label={label}
          error={error}
          helperText={helperText}
          size="small"
          margin="dense"
        />
      )}
    />
  );
};
