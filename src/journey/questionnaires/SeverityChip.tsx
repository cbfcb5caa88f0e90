import { Chip, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

import { isHealthy, type Severity } from '../../../core/severity';
import { readableText } from '../shared/contrast';
import { bandColors } from './severityColors';

/** The severity label of spec section 4 in its band's colour (the chart's zones use the same). */
export const SeverityChip = ({ severity }: { severity: Severity }) => {
  const translate = useTranslate();
  const { chip } = bandColors(severity, useTheme().palette.mode);
  return (
    <Chip
      size="small"
      label={translate(`portal.journey.scores.severity.${severity}`)}
      title={translate(
        isHealthy(severity)
          ? 'portal.journey.scores.in_healthy_range'
          : 'portal.journey.scores.above_healthy_range',
      )}
      sx={{ bgcolor: chip, color: readableText(chip), fontWeight: 600 }}
      data-severity={severity}
    />
  );
};
