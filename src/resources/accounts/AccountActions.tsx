import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetIdentity, useTranslate } from 'react-admin';

import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { DeclaredActions } from '../../engine/DeclaredActions';
import { AccountEditDialog } from './AccountEditDialog';
import { accountName, type AccountRecord } from './accountRecord';
import { useAccountCall } from './useAccountCall';

type Open = 'edit' | 'status' | null;

/**
 * Issue 15, on the case manager details and an account's page: edit, deactivate or reactivate,
 * and the definition's declared actions (send a password reset mail, reset a second factor the
 * person lost), each confirmed first.
 */
export const AccountActions = ({
  definition,
  record,
}: {
  definition: ResourceDefinition;
  record: AccountRecord;
}) => {
  const translate = useTranslate();
  const { update, pending } = useAccountCall(definition, record.uuid);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = accountName(record);
  // The server refuses deactivating one's own account; the button says so.
  const { identity } = useGetIdentity();
  const own = identity?.id === record.id;
  const status = record.isActive ? 'deactivate' : 'reactivate';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" onClick={() => setOpen('edit')}>
        {translate('portal.accounts.edit.open')}
      </Button>
      <Button
        variant="outlined"
        color={record.isActive ? 'warning' : 'primary'}
        disabled={own}
        onClick={() => setOpen('status')}
      >
        {translate(`portal.accounts.${status}.open`)}
      </Button>
      <DeclaredActions
        definition={definition}
        record={record}
        recordKey={record.uuid}
        values={{ name }}
      />
      {open === 'edit' && (
        <AccountEditDialog
          definition={definition}
          open
          onClose={close}
          record={record}
          pending={pending}
          onSave={(body) => update(body, 'portal.accounts.edit.saved')}
        />
      )}
      <Confirm
        isOpen={open === 'status'}
        loading={pending}
        title={`portal.accounts.${status}.title`}
        titleTranslateOptions={{ name }}
        content={`portal.accounts.${status}.body`}
        confirm={`portal.accounts.${status}.confirm`}
        confirmColor={record.isActive ? 'warning' : 'primary'}
        cancel="portal.accounts.cancel"
        onClose={close}
        onConfirm={() => {
          void update({ isActive: !record.isActive }, `portal.accounts.${status}.done`).then(close);
        }}
      />
    </Box>
  );
};
