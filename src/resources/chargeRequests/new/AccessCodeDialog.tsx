import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

import { useSnackbar } from '../../../shared/useSnackbar';

/** Spec section 9: the copied notice shows for 4 seconds. */
export const COPY_NOTICE_MS = 4000;

export interface AccessCodeDialogProps {
  code: string;
  /** The new client's name, for the message. */
  name: string;
  onDone: () => void;
}

/** After a new charge request (spec section 2): its access code, a copy button and Done. */
export const AccessCodeDialog = ({ code, name, onDone }: AccessCodeDialogProps) => {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);

  useEffect(() => {
    if (copiedAt === null) {
      return undefined;
    }
    const timer = setTimeout(() => setCopiedAt(null), COPY_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopiedAt(Date.now());
    } catch {
      // The browser refused the clipboard: the code stays on screen to copy by hand.
      snackbar('portal.errors.default', { variant: 'error' });
    }
  };

  return (
    <Dialog open fullWidth maxWidth="xs" aria-labelledby="access-code-title">
      <DialogTitle id="access-code-title">
        {translate('portal.charges.new_request.created_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('portal.charges.new_request.created_message', { name })}
        </DialogContentText>
        <Box
          sx={{
            my: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            flexWrap: 'wrap',
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        >
          <Typography
            data-testid="access-code"
            sx={{
              fontFamily: 'monospace',
              fontSize: '1.5rem',
              letterSpacing: 2,
              wordBreak: 'break-all',
            }}
          >
            {code}
          </Typography>
          <Button startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            {translate('portal.charges.new_request.copy')}
          </Button>
        </Box>
        {copiedAt !== null && (
          <Alert severity="success" role="status">
            {translate('portal.charges.new_request.copied')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone}>
          {translate('portal.charges.new_request.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
