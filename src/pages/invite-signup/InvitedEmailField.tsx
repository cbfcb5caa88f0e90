import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The invitation's e-mail, shown read-only: the account is the one the invitation was sent to. */
export const InvitedEmailField = ({ email, error }: { email: string; error?: string }) => {
  const translate = useTranslate();
  return (
    <TextField
      variant="outlined"
      label={translate('portal.invite.form.email')}
      value={email}
      error={error !== undefined}
      helperText={error}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
      sx={{ my: 1 }}
    />
  );
};
