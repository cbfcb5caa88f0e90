import { Box } from '@mui/material';
import { useState } from 'react';

import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { wallDay } from '../calendar/calendar';
import { chartDomain, trimmedDomain } from '../calendar/chartDomain';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { DateText } from '../shared/DateText';
import { JourneyPanel } from '../shared/JourneyPanel';
import type { PanelState } from '../shared/panelState';
import { PeriodSelect } from '../shared/PeriodSelect';
import { graphEntries, withinPeriod, type Period } from '../shared/period';
import { PanelSwitch } from '../shared/PanelSwitch';
import { TrimNote } from '../shared/TrimNote';
import { CheckinPointsTable } from './CheckinPointsTable';
import { CheckinsChart } from './CheckinsChart';
import { CheckinsTable } from './CheckinsTable';
import {
  checkinsCover,
  CHECKINS_INITIAL_PERIOD,
  INITIALLY_VISIBLE,
  toggleSeries,
  type CheckinSeries,
} from './checkinSeries';
import { MoodScale } from './MoodScale';
import { SeriesToggles } from './SeriesToggles';

/** Spec section 2: mood, diet, sleep and activity check-ins. */
export const CheckinsPanel = ({
  checkins,
  checkinsFrom,
  onFullHistory,
  state,
}: {
  checkins: DailyCheckin[] | undefined;
  /** The answer lists every check-in from this instant on; null or absent: all of them. */
  checkinsFrom?: string | null;
  /** Asks for every check-in, when a period or show details needs more than is here. */
  onFullHistory?: () => void;
  state: PanelState;
}) => {
  // Check-ins are near daily: the first period's months (latest 15 on the graph) stay readable.
  const [period, setPeriod] = useState<Period>(CHECKINS_INITIAL_PERIOD);
  const [details, setDetails] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const [visible, setVisible] = useState<readonly CheckinSeries[]>(INITIALLY_VISIBLE);
  const complete = checkinsCover(checkinsFrom, period, details);
  const choose = (nextPeriod: Period, nextDetails: boolean) => {
    setPeriod(nextPeriod);
    setDetails(nextDetails);
    if (!checkinsCover(checkinsFrom, nextPeriod, nextDetails)) {
      onFullHistory?.();
    }
  };
  const all = checkins ?? [];
  const timeZone = useTimeZone();
  const inPeriod = withinPeriod(all, period, (c) => c.checkinAt);
  const plotted = graphEntries(all, period, details, (c) => c.checkinAt);
  const trimmed = plotted.length < inPeriod.length;
  // The axis keeps the whole period to today, so weeks without a check-in show as such; a
  // graph of the latest check-ins only spans those, as the note above it says.
  const first = (trimmed ? plotted : inPeriod)[0];
  const firstDay = (first && wallDay(first.checkinAt, timeZone)) ?? undefined;
  const domain = trimmed
    ? trimmedDomain(firstDay, timeZone)
    : chartDomain(period, firstDay, timeZone);
  return (
    <JourneyPanel
      section="checkins"
      // Until the whole history is here, the panel waits rather than show a part as all of it.
      state={complete ? state : { status: 'loading' }}
      empty={all.length === 0}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <PeriodSelect value={period} onChange={(next) => choose(next, details)} />
          <PanelSwitch
            label="portal.journey.view_as_table"
            checked={asTable}
            onChange={setAsTable}
          />
          <PanelSwitch
            label="portal.journey.show_details"
            checked={details}
            onChange={(next) => choose(period, next)}
          />
        </Box>
      }
    >
      <TrimNote
        label="portal.journey.checkins.last_of"
        shown={plotted.length}
        total={inPeriod.length}
        from={firstDay}
        onShowAll={() => choose(period, true)}
      />
      {asTable ? (
        <CheckinPointsTable checkins={plotted} visible={visible} />
      ) : (
        <CheckinsChart checkins={plotted} visible={visible} domain={domain} />
      )}
      <SeriesToggles
        checkins={all}
        visible={visible}
        onToggle={(series) => setVisible(toggleSeries(visible, series))}
      />
      <MoodScale />
      <DateText label="portal.journey.checkins.last" value={all.at(-1)?.checkinAt} />
      {details && <CheckinsTable checkins={all} />}
    </JourneyPanel>
  );
};
