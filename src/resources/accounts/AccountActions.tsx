import { Box, Button, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';

import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { caseManagers } from '../../../resources/caseManagers';
import { users } from '../../../resources/users';
import { DeclaredActions } from '../../engine/DeclaredActions';
import { ResourceEditDialog } from '../../engine/ResourceEditDialog';
import { offeredAccountForm } from './offeredAccountForm';
import { accountName, type AccountRecord } from './accountRecord';
import { useAccountCall } from './useAccountCall';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

type Open = 'edit' | 'status' | null;

/**
 * On the case manager details and an account's page: edit, deactivate or reactivate,
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
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = accountName(record);
  // The server refuses deactivating one's own account; the button says so, with its message.
  const { identity } = useGetIdentity();
  const own = identity?.id === record.id;
  const ownId = useId();
  const status = record.isActive ? 'deactivate' : 'reactivate';

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
      <Button variant="outlined" onClick={() => setOpen('edit')}>
        {translate('portal.accounts.edit.open')}
      </Button>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Button
          variant="outlined"
          color={record.isActive ? 'warning' : 'primary'}
          disabled={own}
          aria-describedby={own ? ownId : undefined}
          onClick={() => setOpen('status')}
        >
          {translate(`portal.accounts.${status}.open`)}
        </Button>
        {own && (
          <Typography id={ownId} variant="caption" color="text.secondary" sx={{ maxWidth: 260 }}>
            {translate('portal.accounts.api.not_yourself')}
          </Typography>
        )}
      </Box>
      <DeclaredActions
        definition={definition}
        record={record}
        recordKey={record.uuid}
        values={{ name }}
      />
      {definition.edit && (
        <ResourceEditDialog
          definition={definition}
          form={offeredAccountForm(definition.edit, record, identity?.isSuperuser === true)}
          record={record}
          recordKey={record.uuid}
          open={open === 'edit'}
          onClose={close}
          onSaved={() => {
            close();
            // One person is listed both as a case manager and as an account.
            for (const resource of [caseManagers.name, users.name]) {
              void queryClient.invalidateQueries({ queryKey: [resource] });
            }
          }}
        />
      )}
      <ConfirmDialog
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
