import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useStore, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { accessCodes } from '../../../resources/accessCodes';
import { listParamsKey, listReturnPath } from '../../engine/useListReturnPath';
import { useApiAction } from '../../shared/useApiAction';
import type { AccessCodeDetail } from '../../../core/generated/access-code-detail';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { afterRevoke } from './revokeReturn';

// The definition's delete: its label, its notice (the message the API answers) and its rule.
const revoke = accessCodes.delete ?? { success: '', label: '' };
const notice = () => revoke.success;

/**
 * Revoke, after a confirmation, for a code nobody used: the definition's delete
 * (DELETE admin/access-codes/{id}/), then back to the list it is gone from, as the user kept it
 * (revokeReturn.ts), without asking again for the code just deleted. Offered only where its rule
 * allows it; the server's 409, should the code have been used since the page was read, shows in
 * the snackbar.
 */
export const RevokeAccessCode = ({ code }: { code: AccessCodeDetail }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [kept] = useStore<Record<string, unknown> | undefined>(listParamsKey(accessCodes.name));
  const { run, pending } = useApiAction<undefined>({
    path: `${accessCodes.path}${code.id}/`,
    method: 'DELETE',
    notice,
    invalidates: accessCodes.name,
    leavesPage: true,
  });
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
      >
        {translate(revoke.label ?? 'ra.action.delete')}
      </Button>
      <ConfirmDialog
        isOpen={open}
        loading={pending}
        title="portal.access_codes.revoke.title"
        titleTranslateOptions={{ code: code.code }}
        content="portal.access_codes.revoke.content"
        confirm="portal.access_codes.revoke.confirm"
        cancel="portal.access_codes.revoke.cancel"
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          void run(undefined).then((done) => {
            setOpen(false);
            if (done) {
              void navigate(listReturnPath(`/${accessCodes.name}`, afterRevoke(kept, code.code)));
            }
          });
        }}
      />
    </>
  );
};
