import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { isHealthy, type Severity } from '../../core/severity';

/** The severity label of spec section 4; minimal and mild read as the healthy range. */
export const SeverityChip = ({ severity }: { severity: Severity }) => {
  const translate = useTranslate();
  const healthy = isHealthy(severity);
  return (
    <Chip
      size="small"
      color={healthy ? 'success' : severity === 'severe' ? 'error' : 'warning'}
      label={translate(`portal.journey.scores.severity.${severity}`)}
      title={translate(
        healthy
          ? 'portal.journey.scores.in_healthy_range'
          : 'portal.journey.scores.above_healthy_range',
      )}
      data-severity={severity}
    />
  );
};
