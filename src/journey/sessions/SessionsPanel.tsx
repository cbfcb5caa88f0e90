import { Box } from '@mui/material';
import { useState } from 'react';

import type { SessionsSummary } from '../../../core/generated/sessions-summary';
import { DateText } from '../shared/DateText';
import { JourneyPanel } from '../shared/JourneyPanel';
import type { PanelState } from '../shared/panelState';
import { PeriodSelect } from '../shared/PeriodSelect';
import { type Period } from '../shared/period';
import { monthlyCounts } from '../calendar/calendar';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { PanelSwitch } from '../shared/PanelSwitch';
import { SessionsChart } from './SessionsChart';
import { SessionsTable } from './SessionsTable';
import { SessionTiles } from './SessionTiles';

export const SessionsPanel = ({
  summary,
  state,
}: {
  summary: SessionsSummary | undefined;
  state: PanelState;
}) => {
  const [period, setPeriod] = useState<Period>('all');
  const [asTable, setAsTable] = useState(false);
  const timeZone = useTimeZone();
  const months = monthlyCounts(summary?.sessions ?? [], period, timeZone);
  return (
    <JourneyPanel
      section="sessions"
      state={state}
      empty={!summary || summary.total === 0}
      actions={
        <>
          <PeriodSelect value={period} onChange={setPeriod} />
          <PanelSwitch
            label="portal.journey.view_as_table"
            checked={asTable}
            onChange={setAsTable}
          />
        </>
      }
    >
      {summary && (
        <>
          <SessionTiles summary={summary} />
          {asTable ? <SessionsTable months={months} /> : <SessionsChart months={months} />}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <DateText label="portal.journey.sessions.first" value={summary.firstSessionDate} />
            <DateText label="portal.journey.sessions.last" value={summary.lastSessionDate} />
          </Box>
        </>
      )}
    </JourneyPanel>
  );
};
