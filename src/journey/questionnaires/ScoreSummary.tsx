import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { JourneyBaseline } from '../../../core/generated/journey-baseline';
import { DateText } from '../shared/DateText';
import { TrendLabel } from '../shared/TrendLabel';
import type { ScoreEntry } from './questionnaires';
import { ReliableChangeChip } from './ReliableChangeChip';
import { SeverityChip } from './SeverityChip';

/**
 * The period's latest score with its severity; the change from the previous answer and from the
 * episode's baseline (`baseline`, the API's classes read against it), each with its reliable
 * change class as the API classed it; the last survey.
 */
export const ScoreSummary = ({
  entries,
  baseline,
}: {
  entries: ScoreEntry[];
  baseline: JourneyBaseline | undefined;
}) => {
  const translate = useTranslate();
  const latest = entries.at(-1);
  const previous = entries.at(-2);
  if (!latest) {
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
      {baseline && latest.reliableChangeFromFirst && (
        <Typography variant="body2" component="div" data-testid="score-change-first" sx={row}>
          {translate('portal.journey.scores.change_from_first')}:{' '}
          <TrendLabel change={latest.totalScore - baseline.totalScore} />
          <ReliableChangeChip value={latest.reliableChangeFromFirst} />
        </Typography>
      )}
      <DateText label="portal.journey.scores.last_survey" value={latest.postedAt} />
    </Box>
  );
};
