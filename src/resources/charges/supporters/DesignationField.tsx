import { Autocomplete, TextField } from '@mui/material';
import type { ReactNode, Ref } from 'react';

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

/** Designation (spec section 5): pick one of the stored list or type any text. */
export const DesignationField = (props: DesignationFieldProps) => {
  const { value, onChange, options, label, error, helperText, name, inputRef, onBlur } = props;
  return (
    <Autocomplete
      freeSolo
      options={options}
      value={value}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
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
