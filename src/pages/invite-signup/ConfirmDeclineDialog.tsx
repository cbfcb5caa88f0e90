import { ConfirmDialog } from '../../shared/ConfirmDialog';

/**
 * Declining a client invitation cannot be undone: it is asked once more, with buttons that say
 * what they do (keep the invitation, or decline it), opening on Keep.
 */
export const ConfirmDeclineDialog = ({
  open,
  onKeep,
  onDecline,
}: {
  open: boolean;
  onKeep: () => void;
  onDecline: () => void;
}) => (
  <ConfirmDialog
    isOpen={open}
    title="portal.invite.decline.confirm_title"
    content="portal.invite.decline.confirm_message"
    confirm="portal.invite.decline.confirm"
    cancel="portal.invite.decline.keep"
    confirmColor="warning"
    onClose={onKeep}
    onConfirm={onDecline}
  />
);
