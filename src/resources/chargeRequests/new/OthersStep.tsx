import GroupAddIcon from '@mui/icons-material/GroupAdd';
import { Box, Button, Chip, FormHelperText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';

import type { MateChoice } from './chargeRequestPayload';
import { InvitedSupportersInput } from './InvitedSupportersInput';
import { MatesDialog } from './MatesDialog';

/** Step 2 (spec section 2): other case managers of the company, and invited supporters. */
export const OthersStep = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const chosen = (useWatch({ name: 'other_case_managers' }) ?? []) as MateChoice[];
  const [open, setOpen] = useState(false);
  // The server's refusal of the chosen case managers as a whole (not one of them).
  const { errors } = useFormState({ name: 'other_case_managers' });
  const refused = errors.other_case_managers?.message;
  const choose = (choices: MateChoice[]) => {
    setValue('other_case_managers', choices, { shouldDirty: true });
    setOpen(false);
  };
  return (
    <Stack spacing={3}>
      <Box
        component="section"
        aria-label={translate('portal.charges.new_request.other_case_managers')}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('portal.charges.new_request.other_case_managers')}
        </Typography>
        {chosen.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            {translate('portal.charges.new_request.no_mates')}
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, py: 1 }}>
            {chosen.map((mate) => (
              <Chip key={mate.uuid} label={`${mate.name} · ${mate.designation}`} />
            ))}
          </Box>
        )}
        {typeof refused === 'string' && (
          <FormHelperText error>{translate(refused, { _: refused })}</FormHelperText>
        )}
        <Button startIcon={<GroupAddIcon />} onClick={() => setOpen(true)}>
          {translate('portal.charges.new_request.choose_mates')}
        </Button>
        {open && <MatesDialog initial={chosen} onCancel={() => choose([])} onDone={choose} />}
      </Box>
      <InvitedSupportersInput />
    </Stack>
  );
};
