import {
  Alert,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

import type { FormDefinition } from '../../core/formDefinition';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import type { ResourceMeta } from '../data/resourcePath';
import { ResourceForm } from './ResourceForm';

export interface ResourceEditDialogProps {
  definition: ResourceDefinition;
  /** The definition's edit form, or a part of it (a field the record's rules leave out). */
  form?: FormDefinition;
  record: RaRecord;
  /** The key the API finds the record by (`uuid` for accounts); the record's `id` by default. */
  recordKey?: string | number;
  open: boolean;
  onClose: () => void;
  /** Values of `:param` placeholders in the definition's path (a record under a parent). */
  pathParams?: ResourceMeta['pathParams'];
  onSaved: (record: RaRecord) => void;
  /** A notice above the form, its i18n key and values: what saving will do (a locked note is amended). */
  notice?: { message: string; values?: Record<string, unknown> };
}

/**
 * A record's form as the record holds it: several references (objects with their value) become
 * their values, what the form enters and sends.
 */
function formRecord(record: RaRecord, form: FormDefinition, key: string | number): RaRecord {
  const values: RaRecord = { ...record, id: key };
  for (const field of form.fields) {
    const items: unknown = record[field.source];
    if (field.input === 'references' && field.reference && Array.isArray(items)) {
      const { optionValue } = field.reference;
      values[field.source] = items.map((item: unknown) =>
        typeof item === 'object' && item !== null
          ? (item as Record<string, unknown>)[optionValue]
          : item,
      );
    }
  }
  return values;
}

/**
 * The definition's edit form in a dialog (full screen on phones), for a detail page that keeps
 * its record in view: `PATCH <path>{key}/` with the fields changed.
 */
export const ResourceEditDialog = (props: ResourceEditDialogProps) => {
  const { definition, record, recordKey = record.id, open, onClose, onSaved, notice } = props;
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = props.form ?? definition.edit;
  if (!form) {
    return null;
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate(form.title)}</DialogTitle>
      <DialogContent>
        {/* Unmounted when closed, so the dialog opens on the record as it is now. */}
        {open && notice && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(notice.message, notice.values)}
          </Alert>
        )}
        {open && (
          <ResourceForm
            resource={definition.name}
            form={form}
            record={formRecord(record, form, recordKey)}
            onSuccess={onSaved}
            secondaryActions={<Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
            pathParams={props.pathParams}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
