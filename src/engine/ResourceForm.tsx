import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Skeleton, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import {
  Form,
  HttpError,
  useCreate,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';

import type { FormDefinition } from '../../core/formDefinition';
import type { ResourceMeta } from '../data/resourcePath';
import { ERROR_KEYS } from '../http/httpErrors';
import { FormFieldInput } from './FormFieldInput';
import { changedValues, serverFieldErrors, toPayload } from './formPayload';
import { resolveFormFields } from './schemaFields';
import { useFormValidation } from './useFormValidation';
import { usePayloadSchema } from './usePayloadSchema';
import { ButtonSpinner } from '../shared/ButtonSpinner';

/** A call's `meta` for a record under a parent; nothing for any other. */
const metaOf = (pathParams: ResourceMeta['pathParams']) =>
  pathParams ? { meta: { pathParams } } : {};

export interface ResourceFormProps {
  resource: string;
  form: FormDefinition;
  /** The record an edit form changes; absent, the form creates one. */
  record?: RaRecord;
  /** A create form's starting values (a day that defaults to today). */
  defaults?: Record<string, unknown>;
  /**
   * An edit form's: `$id` of the schema saying which fields a record always holds (the create
   * schema, else the record's), required on the edit as on the create (`alwaysHeld`).
   */
  recordSchema?: string;
  onSuccess: (record: RaRecord) => void;
  /** Buttons before the submit button (a dialog's cancel). */
  secondaryActions?: ReactNode;
  /** Values of `:param` placeholders in the definition's path (a record under a parent). */
  pathParams?: ResourceMeta['pathParams'];
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
  defaults,
  recordSchema,
  onSuccess,
  secondaryActions,
  pathParams,
}: ResourceFormProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  // react-admin's mutations, so the record's cached detail and lists show what was saved.
  const [create] = useCreate<RaRecord>();
  const [update] = useUpdate<RaRecord>();
  const queryClient = useQueryClient();
  const schema = usePayloadSchema(form.schema);
  // The create page passes no record schema: its payload schema is the same query, loaded once.
  const held = usePayloadSchema(recordSchema ?? form.schema);
  const fields = resolveFormFields(
    resource,
    form,
    schema ?? undefined,
    recordSchema === undefined ? undefined : (held ?? undefined),
  );
  const validate = useFormValidation(
    form,
    record,
    fields.filter((field) => field.required).map((field) => field.source),
  );
  const [banner, setBanner] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // With `returnPromise` each resolves to the saved record (react-admin types it `void |`).
  const save = async (values: Record<string, unknown>) =>
    (await (record
      ? update(
          resource,
          {
            id: record.id,
            data: changedValues(values, form, record),
            previousData: record,
            ...metaOf(pathParams),
          },
          { mutationMode: 'pessimistic', returnPromise: true },
        )
      : create(
          resource,
          { data: toPayload(values, form), ...metaOf(pathParams) },
          { returnPromise: true },
        ).then((created) => {
          // A create answers the record as the list shows it, which react-admin keeps as its
          // detail too; a detail of more fields (an access code's) is read afresh on its page.
          queryClient.removeQueries({ queryKey: [resource, 'getOne'] });
          return created;
        }))) as RaRecord;

  const submit = async (values: Record<string, unknown>) => {
    setBanner(null);
    setSubmitting(true);
    try {
      const data = await save(values);
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
  if (
    (schema === undefined && form.fields.some((field) => field.input === undefined)) ||
    (recordSchema !== undefined && held === undefined)
  ) {
    return <Skeleton height={56} />;
  }
  return (
    <Form
      onSubmit={submit}
      validate={validate}
      record={record ?? defaults}
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
          startIcon={submitting ? <ButtonSpinner /> : undefined}
        >
          {translate('ra.action.save')}
        </Button>
      </Box>
    </Form>
  );
};
