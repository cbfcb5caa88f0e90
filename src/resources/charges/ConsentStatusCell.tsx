import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { consentGiven, nextConsentStatus, toConsentStatus } from '../../../machines/consent';
import type { ListRecord } from '../../engine/listTypes';
import { textOf } from '../../engine/textOf';
import { useConsentStatusUpdate } from './useConsentStatusUpdate';
import { ConfirmDialog } from '../../shared/ConfirmDialog';

/**
 * The My Users consent status cell (spec sections 2 and 4). What it offers comes from the consent
 * machine: Request where the machine allows `consent.request`, Cancel where it allows
 * `consent.cancel`; both ask for confirmation first. Given shows a green tick; Denied is red.
 */
export const ConsentStatusCell = ({ record }: { record: ListRecord }) => {
  const translate = useTranslate();
  const status = toConsentStatus(textOf(record.consentStatus));
  const { update, pending } = useConsentStatusUpdate(textOf(record.uuid));
  const [open, setOpen] = useState(false);
  const label = translate(`portal.case_managers.consent.${status}`);

  if (consentGiven(status)) {
    return (
      <CheckCircleIcon
        color="success"
        role="img"
        aria-label={translate('portal.charges.consent.given')}
        titleAccess={translate('portal.charges.consent.given')}
      />
    );
  }

  const requested = nextConsentStatus(status, 'consent.request');
  const cancelled = nextConsentStatus(status, 'consent.cancel');
  const target = requested ?? cancelled;
  const isRequest = requested !== null;
  const name = textOf(record.fullName) || textOf(record.email);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Typography variant="body2" color={status === 'DN' ? 'error' : undefined}>
        {label}
      </Typography>
      {target && (target === 'RQ' || target === 'RC') && (
        <>
          <Button
            size="small"
            variant={isRequest ? 'outlined' : 'text'}
            color={isRequest ? 'primary' : 'warning'}
            disabled={pending}
            onClick={() => setOpen(true)}
          >
            {translate(
              isRequest ? 'portal.charges.consent.request' : 'portal.charges.consent.cancel',
            )}
          </Button>
          <ConfirmDialog
            isOpen={open}
            loading={pending}
            title={
              isRequest
                ? 'portal.charges.consent.request_title'
                : 'portal.charges.consent.cancel_title'
            }
            content={
              isRequest
                ? 'portal.charges.consent.request_content'
                : 'portal.charges.consent.cancel_content'
            }
            contentTranslateOptions={{ name }}
            confirm={isRequest ? 'portal.charges.consent.send' : 'portal.charges.consent.withdraw'}
            cancel={isRequest ? 'portal.charges.consent.not_now' : 'portal.charges.consent.keep'}
            onClose={() => setOpen(false)}
            onConfirm={() => {
              void update(target).then(() => setOpen(false));
            }}
          />
        </>
      )}
    </Box>
  );
};
