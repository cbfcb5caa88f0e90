import { Checkbox, FormControl, FormControlLabel, FormHelperText, Link } from '@mui/material';
import { useState } from 'react';
import { useInput, useTranslate } from 'react-admin';

import { TermsDialog } from '../terms/TermsDialog';

const mustAccept = (value: unknown) => (value === true ? undefined : 'portal.validation.required');

/** Spec section 5: the terms must be accepted to sign up; the link opens them in a modal. */
export const AcceptTermsInput = ({ source = 'acceptTerms' }: { source?: string }) => {
  const translate = useTranslate();
  const [termsOpen, setTermsOpen] = useState(false);
  const { field, fieldState, id } = useInput({ source, defaultValue: false, validate: mustAccept });
  const message = fieldState.error?.message;
  return (
    <FormControl error={fieldState.invalid} required>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            slotProps={{
              input: {
                name: field.name,
                onBlur: field.onBlur,
                ref: field.ref,
                'aria-required': true,
                'aria-invalid': fieldState.invalid,
              },
            }}
          />
        }
        label={
          <>
            {translate('portal.invite.form.accept_terms_before')}
            <Link
              component="button"
              type="button"
              sx={{ verticalAlign: 'baseline' }}
              onClick={(event) => {
                // The link sits inside the checkbox's label: don't toggle the box as well.
                event.preventDefault();
                setTermsOpen(true);
              }}
            >
              {translate('portal.invite.form.accept_terms_link')}
            </Link>
          </>
        }
      />
      {message && (
        <FormHelperText>{translate('portal.validation.required', { _: message })}</FormHelperText>
      )}
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </FormControl>
  );
};
