import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import { TermsText } from './TermsText';

/** The terms in a modal, for the Update Profile notice and the signup form (spec section 2). */
export const TermsDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const titleId = useId();
  const fullScreen = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      scroll="paper"
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{translate('portal.terms.title')}</DialogTitle>
      {/* The scrolling text is a focusable, named region so the keyboard can scroll it
          (axe scrollable-region-focusable; it holds no focusable element of its own). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        <TermsText level={3} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('portal.shared.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
