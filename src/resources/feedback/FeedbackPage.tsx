import { Box, Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import { useShallowProfile } from '../../auth/useShallowProfile';
import { IssueStats } from './IssueStats';
import { IssuesList } from './IssuesList';
import type { IssueTab } from './IssueStatusFilter';

type FeedbackTab = IssueTab | 'stats';

const LIST_TABS: IssueTab[] = ['all', 'unresolved', 'resolved'];

/**
 * The feedback page (spec section 2): tabs all, unresolved and resolved over the issues list,
 * and a statistics tab for administrators. `?tab=` names the open tab.
 */
export const FeedbackPage = () => {
  const translate = useTranslate();
  const { profile } = useShallowProfile();
  const isAdmin = profile?.isAdmin === true;
  const [params, setParams] = useSearchParams();
  const tabs: FeedbackTab[] = isAdmin ? [...LIST_TABS, 'stats'] : LIST_TABS;
  const asked = params.get('tab') as FeedbackTab | null;
  const current: FeedbackTab = asked && tabs.includes(asked) ? asked : 'all';
  const title = translate('portal.issues.title');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Tabs
        value={current}
        onChange={(_, value: FeedbackTab) => setParams({ tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {tabs.map((tab) => (
          <Tab key={tab} value={tab} label={translate(`portal.issues.tabs.${tab}`)} />
        ))}
      </Tabs>
      {current === 'stats' ? (
        <IssueStats />
      ) : (
        <IssuesList key={current} tab={current} isAdmin={isAdmin} />
      )}
    </Box>
  );
};
