import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Form,
  HttpError,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';

import type { FormDefinition } from '../core/formDefinition';
import { ERROR_KEYS } from '../http/httpErrors';
import { FormFieldInput } from './FormFieldInput';
import { serverFieldErrors, toPayload } from './formPayload';
import { useFormValidation } from './useFormValidation';

export interface ResourceFormProps {
  resource: string;
  form: FormDefinition;
  onSuccess: (record: RaRecord) => void;
  /** Buttons before the submit button (a dialog's cancel). */
  secondaryActions?: ReactNode;
}

/**
 * A create form generated from a definition: validated in the browser against the payload
 * schema, submitted with the data provider, server field errors placed on their fields and any
 * other error shown above them.
 */
export const ResourceForm = ({
  resource,
  form,
  onSuccess,
  secondaryActions,
}: ResourceFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const validate = useFormValidation(form);
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Record<string, unknown>) => {
    setBanner(null);
    setSubmitting(true);
    try {
      const { data } = await dataProvider.create<RaRecord>(resource, {
        data: toPayload(values, form),
      });
      notify(form.success, { type: 'success' });
      onSuccess(data);
      return undefined;
    } catch (error) {
      const { fields, rest } =
        error instanceof HttpError ? serverFieldErrors(error.body, form) : { fields: {}, rest: [] };
      const hasFields = Object.keys(fields).length > 0;
      setBanner(
        rest[0] ?? (hasFields ? null : error instanceof Error ? error.message : ERROR_KEYS.default),
      );
      return fields;
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} validate={validate} noValidate disableInvalidFormNotification>
      <Stack spacing={0.5}>
        {banner !== null && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(banner, { _: banner })}
          </Alert>
        )}
        {form.fields.map((field) => (
          <FormFieldInput key={field.source} field={field} />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        {secondaryActions}
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Form>
  );
};
