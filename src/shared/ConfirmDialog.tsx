import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  type ButtonBaseActions,
} from '@mui/material';
import { useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  isOpen: boolean;
  /** The action is under way: both buttons wait. */
  loading?: boolean;
  /** i18n keys, each with its values. */
  title: string;
  titleTranslateOptions?: Record<string, unknown>;
  content: string;
  contentTranslateOptions?: Record<string, unknown>;
  /** i18n key of the action's button. */
  confirm: string;
  /** i18n key of the button that leaves things as they are; Cancel by default. */
  cancel?: string;
  /** `warning`: the action destroys or takes away something (drawn in the error colour). */
  confirmColor?: 'primary' | 'warning';
  /** What the reader must do before confirming (type a name): below the text. */
  children?: ReactNode;
  /** The action waits for `children` (the name typed does not match yet). */
  confirmDisabled?: boolean;
  onClose: (event: SyntheticEvent) => void;
  onConfirm: (event: SyntheticEvent) => void;
}

/**
 * A question before an action, the portal's one confirmation (react-admin's `Confirm` focuses
 * its action): it opens with the focus, shown, on Cancel, so Enter or Space pressed at once
 * leaves things as they are and the action is never the default button.
 */
export const ConfirmDialog = ({
  isOpen,
  loading = false,
  title,
  titleTranslateOptions,
  content,
  contentTranslateOptions,
  confirm,
  cancel = 'ra.action.cancel',
  confirmColor = 'primary',
  children,
  confirmDisabled = false,
  onClose,
  onConfirm,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const contentId = useId();
  const cancelButton = useRef<ButtonBaseActions>(null);
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={contentId}
      // Opened from a clickable row, its clicks stay its own (React bubbles them out of portals).
      onClick={(event) => event.stopPropagation()}
      // Focused from a mouse click, a button draws no ring unless told to: the focus stays seen.
      slotProps={{ transition: { onEntered: () => cancelButton.current?.focusVisible() } }}
    >
      {/* A title naming an e-mail address breaks inside it rather than overflow a phone's width. */}
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {translate(title, titleTranslateOptions)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={contentId}>
          {translate(content, contentTranslateOptions)}
        </DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button
          action={cancelButton}
          autoFocus
          variant="outlined"
          disabled={loading}
          onClick={onClose}
        >
          {translate(cancel)}
        </Button>
        <Button
          color={confirmColor === 'warning' ? 'error' : 'primary'}
          disabled={loading || confirmDisabled}
          onClick={onConfirm}
        >
          {translate(confirm)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
