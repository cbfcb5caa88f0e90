import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';

import type { AssignableUser } from '../../../core/generated/assignable-user';

export interface AssignDialogProps {
  /** i18n key of the title: assign or reassign. */
  title: string;
  /** i18n key of the confirming button. */
  action: string;
  /** E-mail of the current assignee, left out of the choices. */
  exclude: string | null;
  pending: boolean;
  onClose: () => void;
  onChoose: (user: AssignableUser) => void;
}

/** Chooses the administrator an issue goes to (feedback/issues/assignable-users/). */
export const AssignDialog = ({
  title,
  action,
  exclude,
  pending,
  onClose,
  onChoose,
}: AssignDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [chosen, setChosen] = useState('');
  const { data = [], isPending } = useGetList<AssignableUser & { id: string }>('issue-assignees', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'email', order: 'ASC' },
  });
  const choices = data.filter((user) => user.email !== exclude);
  const user = choices.find((candidate) => candidate.uuid === chosen);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{translate(title)}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate('portal.issues.actions.choose')}
          value={chosen}
          disabled={isPending}
          onChange={(event) => setChosen(event.target.value)}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.uuid} value={choice.uuid}>
              {choice.email}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('portal.issues.actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!user || pending}
          onClick={() => user && onChoose(user)}
        >
          {translate(action)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
