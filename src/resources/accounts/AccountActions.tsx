import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';

import { accountActionRefusal, type AccountAction } from '../../../core/accountActions';
import type { ResourceDefinition } from '../../../core/resourceDefinition';
import { AccountEditDialog } from './AccountEditDialog';
import { accountName, type AccountRecord } from './accountRecord';
import { useAccountCall } from './useAccountCall';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

type Open = 'edit' | 'status' | 'reset' | 'second-factor' | null;

/**
 * Issue 15, on the case manager details and an account's page: edit, deactivate or reactivate,
 * send a password reset mail, and reset a second factor the person lost (each confirmed first).
 */
export const AccountActions = ({
  definition,
  record,
}: {
  definition: ResourceDefinition;
  record: AccountRecord;
}) => {
  const translate = useTranslate();
  const { update, act, pending } = useAccountCall(definition, record.uuid);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const name = accountName(record);
  // The server refuses these on one's own account and by the actions' rule; the buttons say so.
  const { identity } = useGetIdentity();
  const own = identity?.id === record.id;
  const refused = (action: AccountAction) =>
    accountActionRefusal(action, {
      isActive: record.isActive,
      isClient: record.isClient === true,
      secondFactor: record.secondFactor,
      own,
    }) !== null;
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
      <Button
        variant="outlined"
        disabled={refused('password-reset')}
        onClick={() => setOpen('reset')}
      >
        {translate('portal.accounts.send_reset.open')}
      </Button>
      <Button
        variant="outlined"
        color="warning"
        disabled={refused('second-factor-reset')}
        onClick={() => setOpen('second-factor')}
      >
        {translate('portal.accounts.reset_second_factor.open')}
      </Button>
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
      <ConfirmDialog
        isOpen={open === 'reset'}
        loading={pending}
        title="portal.accounts.send_reset.title"
        content="portal.accounts.send_reset.body"
        contentTranslateOptions={{ email: record.email }}
        confirm="portal.accounts.send_reset.confirm"
        cancel="portal.accounts.cancel"
        onClose={close}
        onConfirm={() => {
          void act('password-reset').then(close);
        }}
      />
      <ConfirmDialog
        isOpen={open === 'second-factor'}
        loading={pending}
        title="portal.accounts.reset_second_factor.title"
        titleTranslateOptions={{ name }}
        content="portal.accounts.reset_second_factor.body"
        confirm="portal.accounts.reset_second_factor.confirm"
        confirmColor="warning"
        cancel="portal.accounts.cancel"
        onClose={close}
        onConfirm={() => {
          void act('second-factor-reset').then(close);
        }}
      />
    </Box>
  );
};
