import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import {
  AutocompleteArrayInput,
  email,
  Form,
  required,
  SelectInput,
  TextInput,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { ROLE_LABELS } from '../../../core/storedValues';
import { textOf } from '../../engine/textOf';
import { useReferenceOptions } from '../../engine/useReferenceOptions';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import type { AccountUpdate } from '../../../core/generated/account-update';
import type { AccountRecord } from './accountRecord';
import type { AccountFailure } from './useAccountCall';

const validateName = required('portal.validation.required');
const validateEmail = [required('portal.validation.required'), email('portal.validation.email')];
const validateCompanies = required('portal.accounts.api.companies_required');
const ROLE_CHOICES = Object.entries(ROLE_LABELS).map(([id, name]) => ({ id, name }));

/** Only the fields that differ from the record: the PATCH carries the changed fields. */
function changesOf(record: AccountRecord, values: FieldValues): AccountUpdate {
  const body: AccountUpdate = {};
  const text = (value: unknown) => textOf(value).trim();
  if (text(values.firstName) !== (record.firstName ?? '')) {
    body.firstName = text(values.firstName);
  }
  if (text(values.lastName) !== (record.lastName ?? '')) {
    body.lastName = text(values.lastName);
  }
  if (text(values.email) !== record.email) {
    body.email = text(values.email);
  }
  // No role chosen (one never stored) leaves the role as it is.
  if (!record.isClient && values.role !== '' && values.role !== (record.role ?? '')) {
    body.role = values.role as AccountUpdate['role'];
  }
  if (record.companies) {
    const companies = (values.companies as number[] | undefined) ?? [];
    const before = record.companies.map((company) => company.id);
    if ([...companies].sort().join() !== [...before].sort().join()) {
      body.companies = companies;
    }
  }
  return body;
}

/**
 * Issue 15: an administrator edits an account's names, e-mail and role, and a case manager's
 * companies (whose names are required: the server keeps a case manager named).
 */
export const AccountEditDialog = ({
  definition,
  open,
  onClose,
  record,
  onSave,
  pending,
}: {
  /** The resource the account is opened from: its fields' labels. */
  definition: ResourceDefinition;
  open: boolean;
  onClose: () => void;
  record: AccountRecord;
  onSave: (body: AccountUpdate) => Promise<AccountFailure | null>;
  pending: boolean;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [failure, setFailure] = useState<AccountFailure | null>(null);
  const { options } = useReferenceOptions('companies', 'name');
  const choices = options.map((option) => ({ id: option.value, name: option.label }));
  const label = (field: string) => `resources.${definition.name}.fields.${field}`;
  const companies = record.companies;
  const nameLabel = (field: string) =>
    companies ? <RequiredLabel label={label(field)} /> : label(field);
  const nameProps = companies ? { slotProps: requiredInputProps, validate: validateName } : {};

  const save = async (values: FieldValues) => {
    const body = changesOf(record, values);
    if (Object.keys(body).length === 0) {
      onClose();
      return;
    }
    const result = await onSave(body);
    setFailure(result);
    if (!result) {
      onClose();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form
        onSubmit={save}
        noValidate
        defaultValues={{
          firstName: record.firstName ?? '',
          lastName: record.lastName ?? '',
          email: record.email,
          role: record.role ?? '',
          companies: companies?.map((company) => company.id) ?? [],
        }}
      >
        <DialogTitle id={titleId}>{translate('portal.accounts.edit.title')}</DialogTitle>
        <DialogContent>
          {failure && Object.keys(failure.fields).length === 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(failure.message, { _: failure.message })}
            </Alert>
          )}
          <ServerFieldErrors errors={failure?.fields} />
          <TextInput source="firstName" label={nameLabel('firstName')} {...nameProps} />
          <TextInput source="lastName" label={nameLabel('lastName')} {...nameProps} />
          <TextInput
            source="email"
            type="email"
            label={<RequiredLabel label={label('email')} />}
            slotProps={requiredInputProps}
            validate={validateEmail}
          />
          {!record.isClient && (
            <SelectInput source="role" label={label('role')} choices={ROLE_CHOICES} />
          )}
          {companies && (
            <AutocompleteArrayInput
              source="companies"
              label={<RequiredLabel label="portal.accounts.edit.companies" />}
              choices={choices}
              validate={validateCompanies}
            />
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('portal.accounts.edit.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('portal.accounts.edit.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
