import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useDeleteWithConfirmController, useTranslate, type RaRecord } from 'react-admin';

import type { DeleteDefinition } from '../../core/resourceDefinition';
import type { ResourceMeta } from '../data/resourcePath';
import { ConfirmDialog } from '../shared/ConfirmDialog';

export interface DeleteRecordButtonProps {
  resource: string;
  record: RaRecord;
  /** The record as its detail page titles it: the confirmation names what goes. */
  title: string;
  definition: DeleteDefinition;
  /** Values of the record path's `:param` placeholders (a record listed under another). */
  pathParams?: ResourceMeta['pathParams'];
  /** On a list's row: the list stays, without the record. A detail page goes back to its list. */
  onRow?: boolean;
}

/**
 * A definition's delete on a detail page or a list's row: the button and the confirmation's action
 * read Delete, or the definition's `label` (Withdraw, Revoke, Remove); the confirmation names the
 * record and opens on Cancel. The server is waited for (a 409 is shown and nothing changes), then
 * the list.
 */
export const DeleteRecordButton = ({
  resource,
  record,
  title,
  definition,
  pathParams,
  onRow = false,
}: DeleteRecordButtonProps) => {
  const translate = useTranslate();
  const { open, isPending, handleDialogOpen, handleDialogClose, handleDelete } =
    useDeleteWithConfirmController({
      resource,
      record,
      mutationMode: 'pessimistic',
      mutationOptions: { meta: { pathParams } },
      redirect: onRow ? false : 'list',
      successMessage: definition.success,
    });
  const label = definition.label ?? 'ra.action.delete';
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={isPending}
        onClick={handleDialogOpen}
      >
        {translate(label)}
      </Button>
      <ConfirmDialog
        isOpen={open}
        loading={isPending}
        title="portal.editing.delete.title"
        titleTranslateOptions={{ action: translate(label), title }}
        content={definition.content ?? 'portal.editing.delete.content'}
        confirm={label}
        confirmColor="warning"
        onClose={handleDialogClose}
        onConfirm={handleDelete}
      />
    </>
  );
};
