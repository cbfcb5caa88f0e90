import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { StatusBox } from '../../shared/StatusBox';
import { IssueStatsChart } from './IssueStatsChart';
import { issueStatsSeries } from './issueStatsSeries';
import { Figure } from '../../shared/Figure';
import { useIssueStats } from './useIssueStats';

/** The administrators' statistics tab: created, assigned, resolved and the monthly chart. */
export const IssueStats = () => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useIssueStats();
  if (error) {
    return <StatusBox variant="error" message={error.message} onRetry={() => void refetch()} />;
  }
  if (isPending) {
    return <Skeleton variant="rounded" height={300} />;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label="portal.issues.stats.created" value={data.created} />
        <Figure label="portal.issues.stats.assigned" value={data.assigned} />
        <Figure label="portal.issues.stats.resolved" value={data.resolved} />
      </Box>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('portal.issues.stats.chart_title')}
          </Typography>
          <IssueStatsChart series={issueStatsSeries(data)} />
        </CardContent>
      </Card>
    </Box>
  );
};
