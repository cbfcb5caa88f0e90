import { Box, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { Form, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import type { ChargeRequestCreate } from '../../../../core/generated/charge-request-create';
import type { ChargeRequestCreated } from '../../../../core/generated/charge-request-created';
import {
  stepOfErrors,
  toChargeRequestPayload,
  USER_STEP_FIELDS,
  type ChargeRequestValues,
} from './chargeRequestPayload';
import { OthersStep } from './OthersStep';
import { useChargeRequestValidation } from './useChargeRequestValidation';
import { useCreateChargeRequest } from './useCreateChargeRequest';
import { UserStep } from './UserStep';
import { ButtonSpinner } from '../../../shared/ButtonSpinner';

export interface ChargeRequestFormProps {
  step: number;
  onStep: (step: number) => void;
  onTwoSteps: (twoSteps: boolean) => void;
  onCreated: (created: ChargeRequestCreated) => void;
}

const DEFAULTS: ChargeRequestValues = {
  should_request_consent: true,
  with_others: false,
  other_case_managers: [],
  invited_supporters: [],
};

/** The form's buttons: Next (after checking step 1) or Previous and the submit button. */
const StepButtons = (
  props: Pick<ChargeRequestFormProps, 'step' | 'onStep' | 'onTwoSteps'> & {
    submitting: boolean;
  },
) => {
  const { step, onStep, onTwoSteps, submitting } = props;
  const translate = useTranslate();
  const { trigger } = useFormContext();
  const twoSteps = useWatch({ name: 'with_others' }) === true;
  useEffect(() => onTwoSteps(twoSteps), [twoSteps, onTwoSteps]);
  const next = async () => {
    if (await trigger(USER_STEP_FIELDS)) {
      onStep(1);
    }
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
      {step === 1 && (
        <Button onClick={() => onStep(0)}>
          {translate('portal.charges.new_request.previous')}
        </Button>
      )}
      {twoSteps && step === 0 ? (
        <Button variant="contained" onClick={() => void next()}>
          {translate('portal.charges.new_request.next')}
        </Button>
      ) : (
        <Button
          type="submit"
          variant="contained"
          disabled={submitting}
          startIcon={submitting ? <ButtonSpinner /> : undefined}
        >
          {translate('portal.charges.new_request.submit')}
        </Button>
      )}
    </Box>
  );
};

/**
 * The new-request form, both steps in one react-admin form so nothing typed is lost between
 * them. A refused submission shows the server's field errors where they belong: on step 1 for
 * its fields, on step 2 (staying there) for a chosen case manager or an invited row.
 */
export const ChargeRequestForm = ({
  step,
  onStep,
  onTwoSteps,
  onCreated,
}: ChargeRequestFormProps) => {
  const validate = useChargeRequestValidation();
  const create = useCreateChargeRequest();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ChargeRequestValues) => {
    setSubmitting(true);
    // The validator has just accepted this draft, so every required field is there.
    const outcome = await create(toChargeRequestPayload(values) as ChargeRequestCreate);
    setSubmitting(false);
    if ('created' in outcome) {
      onCreated(outcome.created);
      return undefined;
    }
    onStep(stepOfErrors(Object.keys(outcome.errors), step));
    return outcome.errors;
  };

  return (
    <Form
      defaultValues={DEFAULTS}
      onSubmit={submit}
      validate={validate}
      noValidate
      disableInvalidFormNotification
    >
      {/* Step 1 stays mounted (hidden) on step 2, so its inputs keep what they show. */}
      <Box hidden={step !== 0}>
        <UserStep />
      </Box>
      {step === 1 && <OthersStep />}
      <StepButtons step={step} onStep={onStep} onTwoSteps={onTwoSteps} submitting={submitting} />
    </Form>
  );
};
