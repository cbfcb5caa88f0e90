import { Checkbox, FormControlLabel } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** A checkbox bound to the form's `remember` value (react-admin's BooleanInput is a switch). */
export const RememberMeInput = () => {
  const translate = useTranslate();
  const { field, id } = useInput({ source: 'remember', defaultValue: false });
  return (
    <FormControlLabel
      label={translate('portal.login.remember_me')}
      control={
        <Checkbox
          id={id}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          slotProps={{ input: { name: field.name, onBlur: field.onBlur, ref: field.ref } }}
        />
      }
    />
  );
};
