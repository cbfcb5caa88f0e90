import { Box, Stack } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

import { ReferenceAutocomplete } from '../../../engine/ReferenceAutocomplete';
import { RequiredLabel, requiredInputProps } from '../../../inputs/RequiredLabel';
import { DesignationInput } from '../../charges/supporters/DesignationInput';
import { CheckboxInput } from './CheckboxInput';

const COMPANIES = { resource: 'companies', optionText: 'name', optionValue: 'id' };

/** Step 1 (spec section 2): the new user, the creator's designation and the two options. */
export const UserStep = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={0.5}>
      <Stack useFlexGap direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        <TextInput
          source="first_name"
          label={<RequiredLabel label="portal.charges.new_request.first_name" />}
          slotProps={requiredInputProps}
          fullWidth
        />
        <TextInput
          source="last_name"
          label={<RequiredLabel label="portal.charges.new_request.last_name" />}
          slotProps={requiredInputProps}
          fullWidth
        />
      </Stack>
      <Stack useFlexGap direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }}>
        <Box sx={{ flex: { sm: '1 1 0' }, minWidth: 0 }}>
          <ReferenceAutocomplete
            source="company"
            label={translate('portal.charges.new_request.company')}
            reference={COMPANIES}
          />
        </Box>
        <TextInput
          source="policy_number"
          label="portal.charges.new_request.policy_number"
          sx={{ flex: { sm: '1 1 0' } }}
        />
      </Stack>
      <DesignationInput source="designation" label="portal.charges.new_request.designation" />
      <CheckboxInput
        source="should_request_consent"
        label="portal.charges.new_request.should_request_consent"
      />
      <CheckboxInput
        source="with_others"
        label="portal.charges.new_request.other_case_managers"
        help="portal.charges.new_request.other_case_managers_help"
      />
    </Stack>
  );
};
