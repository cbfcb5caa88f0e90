import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { DateText } from '../shared/DateText';
import { TrendLabel } from '../shared/TrendLabel';
import type { ScoreEntry } from './questionnaires';
import { ReliableChangeChip } from './ReliableChangeChip';
import { SeverityChip } from './SeverityChip';

/**
 * The latest score with its severity; the change from the previous and from the first answer,
 * each with its reliable change class as the API classed it; the last survey.
 */
export const ScoreSummary = ({ entries }: { entries: ScoreEntry[] }) => {
  const translate = useTranslate();
  const latest = entries.at(-1);
  const previous = entries.at(-2);
  const first = entries[0];
  if (!latest || !first) {
    return null;
  }
  const row = { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 } as const;
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
      <Typography variant="body2" component="div" data-testid="score-change" sx={row}>
        {translate('portal.journey.scores.change')}:{' '}
        {previous ? (
          <>
            <TrendLabel change={latest.totalScore - previous.totalScore} />
            <ReliableChangeChip value={latest.reliableChangeFromPrevious} />
          </>
        ) : (
          translate('portal.journey.scores.no_previous')
        )}
      </Typography>
      {previous && (
        <Typography variant="body2" component="div" data-testid="score-change-first" sx={row}>
          {translate('portal.journey.scores.change_from_first')}:{' '}
          <TrendLabel change={latest.totalScore - first.totalScore} />
          <ReliableChangeChip value={latest.reliableChangeFromFirst} />
        </Typography>
      )}
      <DateText label="portal.journey.scores.last_survey" value={latest.postedAt} />
    </Box>
  );
};
