import BlockIcon from '@mui/icons-material/Block';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { recordPathOf } from '../../../core/resourceDefinition';
import { chargeRequests } from '../../../resources/chargeRequests';
import type { ChargeRequestDetail } from '../../../core/generated/charge-request-detail';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useApiAction } from '../../shared/useApiAction';

/**
 * Withdraw, after a confirmation: `DELETE charge-requests/{id}/`, the definition's `delete`, which
 * revokes the request's unused access code at once; then back to the list it is gone from. The
 * server's 409, should its client have registered since the page was read, shows in the
 * snackbar.
 */
export const WithdrawChargeRequest = ({
  request,
  back,
}: {
  request: ChargeRequestDetail;
  back: string;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const withdrawal = chargeRequests.delete;
  const { run, pending } = useApiAction<undefined>({
    path: `${recordPathOf(chargeRequests)}${request.id}/`,
    method: 'DELETE',
    notice: () => withdrawal?.success ?? '',
    invalidates: chargeRequests.name,
  });
  if (!withdrawal?.label) {
    return null;
  }
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        disabled={pending}
        onClick={() => setOpen(true)}
      >
        {translate(withdrawal.label)}
      </Button>
      <ConfirmDialog
        isOpen={open}
        loading={pending}
        title="resources.charge-requests.withdraw_title"
        titleTranslateOptions={{ name: request.fullName }}
        content="resources.charge-requests.withdraw_content"
        contentTranslateOptions={{ code: request.accessCode }}
        confirm={withdrawal.label}
        confirmColor="warning"
        onClose={() => setOpen(false)}
        onConfirm={() => {
          void run(undefined).then((done) => {
            setOpen(false);
            if (done) {
              void navigate(back);
            }
          });
        }}
      />
    </>
  );
};
