import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { OutcomeReport } from '../../core/generated/outcome-report';

/** How many closed episodes the figures count, and those left out and why. */
export const OutcomeCompleteness = ({ report }: { report: OutcomeReport }) => {
  const translate = useTranslate();
  const { completeness } = report;
  const lines = [
    ['closed', completeness.closed],
    ['counted', completeness.counted],
    ['no_first_score', completeness.noFirstScore],
    ['no_last_score', completeness.noLastScore],
  ] as const;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate('portal.outcomes.completeness.title')}
        </Typography>
        <dl style={{ margin: 0 }} data-testid="outcome-completeness">
          {lines.map(([key, count]) => (
            <div key={key} style={{ display: 'flex', justifyContent: 'space-between', gap: 16 }}>
              <Typography component="dt" variant="body2">
                {translate(`portal.outcomes.completeness.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {count}
              </Typography>
            </div>
          ))}
        </dl>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          {translate('portal.outcomes.fewer_than_five_help')}
        </Typography>
      </CardContent>
    </Card>
  );
};
