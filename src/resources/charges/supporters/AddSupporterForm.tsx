import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, TextInput, useTranslate } from 'react-admin';

import { useFormValidation } from '../../../engine/useFormValidation';
import { RequiredLabel, requiredInputProps } from '../../../inputs/RequiredLabel';
import { DesignationInput } from './DesignationInput';
import { supporterAddForm } from './supporterAddForm';
import { useAddSupporter, type AddSupporterTarget } from './useAddSupporter';
import { ButtonSpinner } from '../../../shared/ButtonSpinner';

/** Add a supporter to a charge or a charge request: e-mail and designation (spec section 5). */
export const AddSupporterForm = (target: AddSupporterTarget) => {
  const translate = useTranslate();
  const validate = useFormValidation(supporterAddForm);
  const add = useAddSupporter(target);
  const [submitting, setSubmitting] = useState(false);
  // A new key empties the form after a success.
  const [round, setRound] = useState(0);

  const submit = async (values: Record<string, unknown>) => {
    setSubmitting(true);
    const errors = await add({
      email: String(values.email).trim(),
      designation: String(values.designation).trim(),
    });
    setSubmitting(false);
    if (errors === null) {
      setRound((n) => n + 1);
      return undefined;
    }
    return errors;
  };

  return (
    <Box component="section" aria-label={translate(supporterAddForm.title)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(supporterAddForm.title)}
      </Typography>
      <Form
        key={round}
        onSubmit={submit}
        validate={validate}
        noValidate
        disableInvalidFormNotification
      >
        <Stack
          useFlexGap
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 2 }}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            source="email"
            type="email"
            autoComplete="off"
            label={<RequiredLabel label="portal.charges.supporters.email" />}
            slotProps={requiredInputProps}
            size="small"
            sx={{ flex: 1 }}
          />
          <Box sx={{ flex: 1 }}>
            <DesignationInput source="designation" />
          </Box>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting}
            startIcon={submitting ? <ButtonSpinner /> : <PersonAddIcon />}
            sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}
          >
            {translate('portal.charges.supporters.submit')}
          </Button>
        </Stack>
      </Form>
    </Box>
  );
};
