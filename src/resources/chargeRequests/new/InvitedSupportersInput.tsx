import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';

import { RequiredLabel, requiredInputProps } from '../../../inputs/RequiredLabel';
import { DesignationInput } from '../../charges/supporters/DesignationInput';

/** Step 2's invited supporters: rows of e-mail and designation (spec section 2). */
export const InvitedSupportersInput = () => {
  const translate = useTranslate();
  const { fields, append, remove } = useFieldArray({ name: 'invited_supporters' });
  return (
    <Box component="section" aria-label={translate('portal.charges.new_request.invited')}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('portal.charges.new_request.invited')}
      </Typography>
      {fields.map((row, index) => (
        <Stack
          key={row.id}
          useFlexGap
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 0, sm: 2 }}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextInput
            source={`invited_supporters.${index}.email`}
            type="email"
            autoComplete="off"
            label={<RequiredLabel label="portal.charges.supporters.email" />}
            slotProps={requiredInputProps}
            size="small"
            sx={{ flex: 1 }}
          />
          <Box sx={{ flex: 1 }}>
            <DesignationInput source={`invited_supporters.${index}.designation`} />
          </Box>
          <IconButton
            aria-label={translate('portal.charges.new_request.remove')}
            onClick={() => remove(index)}
            sx={{ mt: { sm: 1 }, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
          >
            <DeleteIcon />
          </IconButton>
        </Stack>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => append({ email: '', designation: '' })}>
        {translate('portal.charges.new_request.invite')}
      </Button>
    </Box>
  );
};
