import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

/** A ticked option of a react-admin form (spec section 2's consent and other case managers). */
export const CheckboxInput = ({
  source,
  label,
  help,
}: {
  source: string;
  label: string;
  help?: string;
}) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, type: 'checkbox' });
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={help ? { input: { 'aria-describedby': `${id}-help` } } : undefined}
          />
        }
        label={translate(label)}
      />
      {help && (
        <FormHelperText id={`${id}-help`} sx={{ mt: -0.5, ml: 4 }}>
          {translate(help)}
        </FormHelperText>
      )}
    </Box>
  );
};
