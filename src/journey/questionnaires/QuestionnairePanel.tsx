import { Box } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import type { Questionnaire } from '../../../core/severity';
import { wallClock } from '../../shared/wallClock';
import { chartDomain, trimmedDomain } from '../calendar/chartDomain';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { JourneyPanel } from '../shared/JourneyPanel';
import { baselineEpisode, episodeOfPeriod, useJourneyEpisodes } from '../shared/journeyEpisodes';
import type { PanelState } from '../shared/panelState';
import { PeriodSelect } from '../shared/PeriodSelect';
import { graphEntries, withinPeriod, type Period } from '../shared/period';
import { LearnMoreDialog } from './LearnMoreDialog';
import { infoArgs, type ScoreEntry } from './questionnaires';
import { PanelSwitch } from '../shared/PanelSwitch';
import { TrimNote } from '../shared/TrimNote';
import { ScoreChart } from './ScoreChart';
import { ScorePointsTable } from './ScorePointsTable';
import { ScoreSummary } from './ScoreSummary';
import { ScoreTable } from './ScoreTable';

const postedAt = (entry: ScoreEntry) => entry.postedAt;

/**
 * PHQ-8, GAD-7 or WSAS: summary, chart with period selector (months or an episode of care),
 * detail table, learn more. The summary and the chart read change against the baseline of the
 * chosen episode, else of the current one.
 */
export const QuestionnairePanel = ({
  questionnaire,
  entries,
  state,
}: {
  questionnaire: Questionnaire;
  entries: ScoreEntry[] | undefined;
  state: PanelState;
}) => {
  const translate = useTranslate();
  const [period, setPeriod] = useState<Period>('all');
  const [details, setDetails] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const all = entries ?? [];
  const title = translate(`portal.journey.sections.${questionnaire}`);
  const timeZone = useTimeZone();
  const episodes = useJourneyEpisodes();
  // The episode's own baseline when an episode is the period, else the current episode's.
  const episode = episodeOfPeriod(episodes, period, timeZone);
  const baseline = baselineEpisode(episodes, episode)?.baselines[questionnaire] ?? undefined;
  const inPeriod = withinPeriod(all, period, postedAt);
  const plotted = graphEntries(all, period, details, postedAt);
  const trimmed = plotted.length < inPeriod.length;
  // The axis keeps the whole period; a graph of the latest answers only spans those, as the
  // note above it says.
  const first = (trimmed ? plotted : inPeriod)[0];
  const firstAt = (first && wallClock(first.postedAt, timeZone)) ?? undefined;
  const domain = trimmed
    ? trimmedDomain(firstAt, timeZone)
    : chartDomain(period, firstAt, timeZone);
  return (
    <JourneyPanel
      section={questionnaire}
      infoArgs={infoArgs(questionnaire)}
      state={state}
      empty={all.length === 0}
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <PeriodSelect value={period} onChange={setPeriod} />
          <PanelSwitch
            label="portal.journey.view_as_table"
            checked={asTable}
            onChange={setAsTable}
          />
          <PanelSwitch
            label="portal.journey.show_details"
            checked={details}
            onChange={setDetails}
          />
        </Box>
      }
    >
      <ScoreSummary entries={episode ? inPeriod : all} baseline={baseline} />
      <TrimNote
        label="portal.journey.scores.last_of"
        shown={plotted.length}
        total={inPeriod.length}
        from={firstAt}
        onShowAll={() => setDetails(true)}
      />
      {asTable ? (
        <ScorePointsTable questionnaire={questionnaire} entries={plotted} />
      ) : (
        <ScoreChart
          questionnaire={questionnaire}
          entries={plotted}
          baseline={baseline}
          domain={domain}
        />
      )}
      <Box>
        <LearnMoreDialog questionnaire={questionnaire} />
      </Box>
      {details && <ScoreTable questionnaire={questionnaire} entries={inPeriod} label={title} />}
    </JourneyPanel>
  );
};
