import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import {
  CASENESS_AT_LEAST,
  EPISODE_BASELINE_LOOKBACK_DAYS,
  RELIABLE_CHANGE_POINTS,
} from '../../core/reliableChangeSettings';
import { SCORE_SCALES } from '../../core/severity';

/**
 * The thresholds the figures use, read from the settings, and where the GAD-7's caseness line
 * parts from the journey chart's healthy range.
 */
export const OutcomeThresholds = () => {
  const translate = useTranslate();
  const healthy = SCORE_SCALES.gad7.healthyBelow;
  const line = CASENESS_AT_LEAST.gad7;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('portal.outcomes.thresholds.title')}
        </Typography>
        <Typography variant="body2">
          {translate('portal.outcomes.thresholds.caseness', CASENESS_AT_LEAST)}
        </Typography>
        <Typography variant="body2">
          {translate('portal.outcomes.thresholds.reliable', RELIABLE_CHANGE_POINTS)}
        </Typography>
        <Typography variant="body2">
          {translate('portal.outcomes.thresholds.baseline', {
            days: EPISODE_BASELINE_LOOKBACK_DAYS,
          })}
        </Typography>
        {line < healthy && (
          <Typography variant="body2" data-testid="gad7-line-note" sx={{ mt: 1 }}>
            {translate('portal.outcomes.thresholds.gad7_line', {
              line,
              healthy,
              below: healthy - 1,
            })}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('portal.outcomes.thresholds.source')}
        </Typography>
      </CardContent>
    </Card>
  );
};
