import { Button, Stack, Typography } from '@mui/material';
import { email, Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';

const validateEmail = [required('portal.validation.required'), email('portal.validation.email')];

/** Step 1: the e-mail of the account (required and valid, spec section 5). */
export const EmailStep = ({
  defaultEmail,
  sending,
  onSubmit,
}: {
  defaultEmail: string;
  sending: boolean;
  onSubmit: (email: string) => void;
}) => {
  const translate = useTranslate();
  return (
    <Form
      noValidate
      // The fields say what is wrong where it is; a toast would outlive the page.
      disableInvalidFormNotification
      defaultValues={{ email: defaultEmail }}
      onSubmit={(values: FieldValues) => onSubmit(String(values.email))}
    >
      <Stack sx={{ gap: 1 }}>
        <Typography color="text.secondary">{translate('portal.reset.email_step.intro')}</Typography>
        <TextInput
          variant="outlined"
          source="email"
          type="email"
          autoComplete="username"
          label={<RequiredLabel label="portal.reset.email_step.email" />}
          slotProps={requiredInputProps}
          validate={validateEmail}
        />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {translate('portal.reset.email_step.submit')}
        </Button>
      </Stack>
    </Form>
  );
};
