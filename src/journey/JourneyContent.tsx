import { Box, useMediaQuery, type Theme } from '@mui/material';

import type { ChargeJourney } from '../../core/generated/charge-journey';
import { CheckinsPanel } from './checkins/CheckinsPanel';
import { MeditationsPanel } from './meditations/MeditationsPanel';
import { ModulesPanel } from './modules/ModulesPanel';
import { QuestionnairePanel } from './questionnaires/QuestionnairePanel';
import { SessionsPanel } from './sessions/SessionsPanel';
import type { PanelState } from './shared/panelState';
import { JourneyToc } from './toc/JourneyToc';
import { WellbeingPanel } from './wellbeing/WellbeingPanel';

export interface JourneyContentProps {
  journey: ChargeJourney | undefined;
  state: PanelState;
  /** Asks for the journey with every check-in (show details or a longer period). */
  onFullHistory: () => void;
}

/** Every journey panel, with the table of contents beside them on wide screens. */
const JourneyContent = ({ journey, state, onFullHistory }: JourneyContentProps) => {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      {wide && (
        <Box sx={{ width: 240, flexShrink: 0, alignSelf: 'stretch' }}>
          <JourneyToc />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 3 }}>
        <SessionsPanel summary={journey?.sessions} state={state} />
        <MeditationsPanel meditations={journey?.media_meditations} state={state} />
        <ModulesPanel modules={journey?.modules} state={state} />
        <QuestionnairePanel questionnaire="phq8" entries={journey?.phq8s} state={state} />
        <QuestionnairePanel questionnaire="gad7" entries={journey?.gad7s} state={state} />
        <QuestionnairePanel questionnaire="wsas" entries={journey?.wsass} state={state} />
        <CheckinsPanel
          checkins={journey?.daily_checkins}
          checkinsFrom={journey?.checkinsFrom}
          onFullHistory={onFullHistory}
          state={state}
        />
        <WellbeingPanel wellbeings={journey?.wellbeings} state={state} />
      </Box>
    </Box>
  );
};

// A default export, as React.lazy loads it: the charts stay out of the main bundle.
export default JourneyContent;
