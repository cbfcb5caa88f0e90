import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';

export interface TimelineStep {
  /** i18n key of the step's name. */
  label: string;
  date: string | null;
}

/** Created, assigned, used: each step done with its date, or not yet (spec section 2). */
export const AccessCodeTimeline = ({ steps }: { steps: TimelineStep[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {steps.map((step, index) => (
        <Box
          component="li"
          key={step.label}
          sx={{
            display: 'flex',
            gap: 1.5,
            position: 'relative',
            pb: index < steps.length - 1 ? 2 : 0,
          }}
        >
          {index < steps.length - 1 && (
            <Box
              aria-hidden="true"
              sx={{
                position: 'absolute',
                left: 11,
                top: 26,
                bottom: 2,
                borderLeft: 2,
                borderColor: 'divider',
              }}
            />
          )}
          {step.date ? (
            <CheckCircleIcon color="success" aria-hidden="true" />
          ) : (
            <RadioButtonUncheckedIcon color="disabled" aria-hidden="true" />
          )}
          <Box>
            <Typography variant="subtitle2" component="p">
              {translate(step.label)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {step.date ? (
                <RelativeDate value={step.date} />
              ) : (
                translate('portal.access_codes.details.not_yet')
              )}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
};
