import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Tooltip,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** Spec section 2: each chart panel has an info dialog. */
export const InfoDialog = ({
  title,
  text,
  args,
}: {
  title: string;
  text: string;
  args?: Record<string, number> | undefined;
}) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const label = translate('portal.journey.info.open');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          size="small"
          aria-label={`${label}: ${translate(title)}`}
          onClick={() => setOpen(true)}
        >
          <InfoOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm">
        <DialogTitle>{translate(title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(text, args)}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('portal.journey.info.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
