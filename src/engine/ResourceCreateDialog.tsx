import {
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

export interface ResourceCreateDialogProps {
  definition: ResourceDefinition;
  /**
   * The definition's create form, or one made for its place: a record created under another
   * (an episode of the charge whose page it is) fixes that record's key.
   */
  form?: FormDefinition;
  /** Starting values of the form's fields. */
  defaults?: Record<string, unknown>;
  open: boolean;
  onClose: () => void;
  /** Values of `:param` placeholders in the definition's path (a record under a parent). */
  pathParams?: ResourceMeta['pathParams'];
  onCreated: (record: RaRecord) => void;
}

/** The definition's create form in a dialog (full screen on phones). */
export const ResourceCreateDialog = (props: ResourceCreateDialogProps) => {
  const { definition, defaults, open, onClose, onCreated } = props;
  const translate = useTranslate();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const form = props.form ?? definition.create;
  if (!form) {
    return null;
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>{translate(form.title)}</DialogTitle>
      <DialogContent>
        {/* Unmounted when closed, so a new dialog starts empty. */}
        {open && (
          <ResourceForm
            resource={definition.name}
            form={form}
            defaults={defaults}
            onSuccess={onCreated}
            secondaryActions={<Button onClick={onClose}>{translate('ra.action.cancel')}</Button>}
            pathParams={props.pathParams}
          />
        )}
      </DialogContent>
    </Dialog>
  );
};
