import Edit from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { ResourceEditDialog } from './ResourceEditDialog';

export interface ResourceEditButtonProps {
  definition: ResourceDefinition;
  /** The record as its detail page read it; `id` is the key its `PATCH <path>{key}/` takes. */
  record: RaRecord;
}

/**
 * Edit on a detail page of its own rather than the generated edit page: the definition's edit
 * form in a dialog; a save sends the fields changed, closes it and reloads what shows the
 * resource (its detail and its lists). The page shows it only to those its rules let edit; the
 * server enforces them.
 */
export const ResourceEditButton = ({ definition, record }: ResourceEditButtonProps) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  if (!definition.edit) {
    return null;
  }
  return (
    <>
      <Button variant="outlined" startIcon={<Edit />} onClick={() => setOpen(true)}>
        {translate('ra.action.edit')}
      </Button>
      <ResourceEditDialog
        definition={definition}
        record={record}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={() => {
          setOpen(false);
          void queryClient.invalidateQueries({ queryKey: [definition.name] });
        }}
      />
    </>
  );
};
