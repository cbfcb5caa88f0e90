import { Alert, Box, Button, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Form,
  HttpError,
  useDataProvider,
  useNotify,
  useTranslate,
  type RaRecord,
} from 'react-admin';

import type { FormDefinition } from '../../core/formDefinition';
import { ERROR_KEYS } from '../http/httpErrors';
import { FormFieldInput } from './FormFieldInput';
import { changedValues, serverFieldErrors, toPayload } from './formPayload';
import { resolveFormFields } from './schemaFields';
import { useFormValidation } from './useFormValidation';
import { usePayloadSchema } from './usePayloadSchema';

export interface ResourceFormProps {
  resource: string;
  form: FormDefinition;
  /** The record an edit form changes; absent, the form creates one. */
  record?: RaRecord;
  onSuccess: (record: RaRecord) => void;
  /** Buttons before the submit button (a dialog's cancel). */
  secondaryActions?: ReactNode;
}

/**
 * A create or edit form generated from a definition, its inputs drawn from the payload schema
 * unless the definition says otherwise: validated in the browser against that schema, submitted
 * with the data provider (an edit sends only the fields changed), server field errors placed on
 * their fields and any other error shown above them.
 */
export const ResourceForm = ({
  resource,
  form,
  record,
  onSuccess,
  secondaryActions,
}: ResourceFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const schema = usePayloadSchema(form.schema);
  const fields = resolveFormFields(resource, form, schema ?? undefined);
  const validate = useFormValidation(form, record);
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const save = async (values: Record<string, unknown>) =>
    record
      ? dataProvider.update<RaRecord>(resource, {
          id: record.id,
          data: changedValues(values, form, record),
          previousData: record,
        })
      : dataProvider.create<RaRecord>(resource, { data: toPayload(values, form) });

  const submit = async (values: Record<string, unknown>) => {
    setBanner(null);
    setSubmitting(true);
    try {
      const { data } = await save(values);
      notify(form.success, { type: 'success' });
      onSuccess(data);
      return undefined;
    } catch (error) {
      const { fields: placed, rest } =
        error instanceof HttpError ? serverFieldErrors(error.body, form) : { fields: {}, rest: [] };
      const hasFields = Object.keys(placed).length > 0;
      setBanner(
        rest[0] ?? (hasFields ? null : error instanceof Error ? error.message : ERROR_KEYS.default),
      );
      return placed;
    } finally {
      setSubmitting(false);
    }
  };

  // A form whose definition names every input draws at once; the schema adds only asterisks.
  if (schema === undefined && form.fields.some((field) => field.input === undefined)) {
    return <Skeleton height={56} />;
  }
  return (
    <Form
      onSubmit={submit}
      validate={validate}
      record={record}
      noValidate
      disableInvalidFormNotification
    >
      <Stack spacing={0.5}>
        {banner !== null && (
          <Alert severity="error" sx={{ mb: 1 }}>
            {translate(banner, { _: banner })}
          </Alert>
        )}
        {fields.map((field) => (
          <FormFieldInput key={field.source} field={field} resource={resource} />
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
