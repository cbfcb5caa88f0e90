import { Box, Card, CardContent, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { BackButton } from '../../../layout/BackButton';
import type { ChargeRequestCreated } from '../../../../core/generated/charge-request-created';
import { AccessCodeDialog } from './AccessCodeDialog';
import { ChargeRequestForm } from './ChargeRequestForm';

const STEPS = ['portal.charges.new_request.step_user', 'portal.charges.new_request.step_others'];

/**
 * New charge request (spec sections 2 and 5): one step, or two with other case managers; the
 * access code dialog after a success, whose Done opens Consent Requests with the new one first.
 */
export const ChargeRequestCreatePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [twoSteps, setTwoSteps] = useState(false);
  const [created, setCreated] = useState<ChargeRequestCreated | null>(null);
  const title = translate('portal.charges.new_request.title');

  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: ['charge-requests'] });
    void navigate('/users?tab=1');
  };

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Title title={title} />
      <Box>
        <BackButton to="/users?tab=1" />
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {twoSteps && (
        <Stepper activeStep={step} alternativeLabel>
          {STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{translate(label)}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      <Card variant="outlined">
        <CardContent>
          <ChargeRequestForm
            step={step}
            onStep={setStep}
            onTwoSteps={setTwoSteps}
            onCreated={setCreated}
          />
        </CardContent>
      </Card>
      {created && (
        <AccessCodeDialog
          code={created.code}
          name={created.charge_request.fullName}
          onDone={() => void done()}
        />
      )}
    </Box>
  );
};
