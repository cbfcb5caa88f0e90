import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Declining a client invitation cannot be undone: it is asked once more, with buttons that say
 * what they do (keep the invitation, or decline it).
 */
export const ConfirmDeclineDialog = ({
  open,
  onKeep,
  onDecline,
}: {
  open: boolean;
  onKeep: () => void;
  onDecline: () => void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog
      open={open}
      onClose={onKeep}
      aria-labelledby="confirm-decline-title"
      aria-describedby="confirm-decline-message"
    >
      <DialogTitle id="confirm-decline-title">
        {translate('portal.invite.decline.confirm_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-decline-message">
          {translate('portal.invite.decline.confirm_message')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeep} autoFocus>
          {translate('portal.invite.decline.keep')}
        </Button>
        <Button onClick={onDecline} color="error" variant="contained">
          {translate('portal.invite.decline.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
