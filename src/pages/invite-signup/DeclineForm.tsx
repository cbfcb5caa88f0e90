import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import type { CallFailure } from '../../../machines/callFailure';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { FailureBanner } from '../../shared/FailureBanner';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { ConfirmDeclineDialog } from './ConfirmDeclineDialog';

const upperCase = (value: string) => value.toUpperCase();
const CODE_FIELDS = { invite_code: 'code' };

/**
 * A client invitation can be declined with its code (spec sections 2 and 5: code required),
 * after a confirmation: declining cannot be undone.
 */
export const DeclineForm = ({
  declining,
  failure,
  onDecline,
}: {
  declining: boolean;
  failure: CallFailure | null;
  onDecline: (code: string) => void;
}) => {
  const translate = useTranslate();
  /** The code typed, while the confirmation is open. */
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Box sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2">
        {translate('portal.invite.decline.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('portal.invite.decline.intro')}
      </Typography>
      <Form
        noValidate
        disableInvalidFormNotification
        onSubmit={(values: FieldValues) => setPending(String(values.code))}
      >
        <FailureBanner failure={failure} />
        <ServerFieldErrors errors={failure?.fieldErrors} fields={CODE_FIELDS} />
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          sx={{ gap: { sm: 2 }, alignItems: 'baseline' }}
        >
          <TextInput
            variant="outlined"
            source="code"
            parse={upperCase}
            autoComplete="one-time-code"
            label={<RequiredLabel label="portal.invite.decline.code" />}
            slotProps={requiredInputProps}
            validate={required('portal.validation.required')}
            helperText={false}
            margin="none"
          />
          <Button
            type="submit"
            variant="outlined"
            color="error"
            disabled={declining}
            sx={{ flexShrink: 0 }}
          >
            {translate('portal.invite.decline.submit')}
          </Button>
        </Stack>
      </Form>
      <ConfirmDeclineDialog
        open={pending !== null}
        onKeep={() => setPending(null)}
        onDecline={() => {
          onDecline(pending ?? '');
          setPending(null);
        }}
      />
    </Box>
  );
};
