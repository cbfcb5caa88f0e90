import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { changeFromPrevious } from '../shared/change';
import { DateText } from '../shared/DateText';
import { TrendLabel } from '../shared/TrendLabel';
import type { ScoreEntry } from './questionnaires';
import { SeverityChip } from './SeverityChip';

/** The latest score with its severity, the change from the previous one, the last survey. */
export const ScoreSummary = ({ entries }: { entries: ScoreEntry[] }) => {
  const translate = useTranslate();
  const latest = entries.at(-1);
  if (!latest) {
    return null;
  }
  const change = changeFromPrevious(entries.map((e) => e.totalScore));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 3, rowGap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          {translate('portal.journey.scores.latest')}
        </Typography>
        <Typography variant="h5" component="p" data-testid="latest-score">
          {latest.totalScore}
        </Typography>
        <SeverityChip severity={latest.severity} />
      </Box>
      <Typography variant="body2" data-testid="score-change">
        {translate('portal.journey.scores.change')}:{' '}
        {change === null ? (
          translate('portal.journey.scores.no_previous')
        ) : (
          <TrendLabel change={change} />
        )}
      </Typography>
      <DateText label="portal.journey.scores.last_survey" value={latest.postedAt} />
    </Box>
  );
};
