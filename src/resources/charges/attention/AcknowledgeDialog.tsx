import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

import acknowledgementCreate from '../../../../schemas/attention-acknowledgement-create.json';
import type { AttentionCode } from '../../../../core/attention';
import { flagName } from './attentionText';
import { useAcknowledge } from './useChargeAttention';

/** The note an acknowledgement carries: what the supporter did or decided (at most 500). */
const NOTE_MAX = acknowledgementCreate.properties.note.maxLength;

export const AcknowledgeDialog = ({
  uuid,
  code,
  onClose,
}: {
  uuid: string;
  code: AttentionCode;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  const [note, setNote] = useState('');
  const [touched, setTouched] = useState(false);
  const { run, pending } = useAcknowledge(uuid);
  const empty = note.trim() === '';
  const showError = touched && empty;
  const submit = async () => {
    setTouched(true);
    if (empty) {
      return;
    }
    if (await run({ code, note: note.trim() })) {
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>
          {translate('portal.attention.charge.acknowledge_title', {
            flag: translate(flagName(code)),
          })}
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            margin="dense"
            required
            label={translate('portal.attention.charge.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            onBlur={() => setTouched(true)}
            error={showError}
            helperText={
              showError
                ? translate('portal.validation.required')
                : translate('portal.attention.charge.note_help')
            }
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('portal.attention.charge.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {translate('portal.attention.charge.acknowledge')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
