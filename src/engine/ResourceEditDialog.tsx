import Edit from '@mui/icons-material/Edit';
import {
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { ResourceForm } from './ResourceForm';

export interface ResourceEditDialogProps {
  definition: ResourceDefinition;
  /** The record as its detail page read it; `id` is the key its `PATCH <path>{key}/` takes. */
  record: RaRecord;
}

/**
 * An Edit button opening the definition's edit form in a dialog (full screen on phones), for a
 * detail page of its own rather than the generated edit page: a save sends the fields changed,
 * closes the dialog and reloads what shows the resource (its detail and its lists). The page
 * shows it only to those its rules let edit; the server enforces them.
 */
export const ResourceEditDialog = ({ definition, record }: ResourceEditDialogProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const form = definition.edit;
  if (!form) {
    return null;
  }
  const close = () => setOpen(false);
  return (
    <>
      <Button variant="outlined" startIcon={<Edit />} onClick={() => setOpen(true)}>
        {translate('ra.action.edit')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen}>
        <DialogTitle>{translate(form.title)}</DialogTitle>
        <DialogContent>
          {/* Unmounted when closed, so a dialog opened again starts from the record. */}
          {open && (
            <ResourceForm
              resource={definition.name}
              form={form}
              record={record}
              onSuccess={() => {
                close();
                void queryClient.invalidateQueries({ queryKey: [definition.name] });
              }}
              secondaryActions={<Button onClick={close}>{translate('ra.action.cancel')}</Button>}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
};
