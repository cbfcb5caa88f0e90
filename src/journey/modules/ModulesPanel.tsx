import { LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import type { ModulesData } from '../../../core/generated/modules-data';
import { DateText } from '../shared/DateText';
import { JourneyPanel } from '../shared/JourneyPanel';
import type { PanelState } from '../shared/panelState';
import { cumulativePages, pagesProgress } from './cumulative';
import { PanelSwitch } from '../shared/PanelSwitch';
import { ModulesChart } from './ModulesChart';
import { ModulesPointsTable } from './ModulesPointsTable';
import { ModulesTable } from './ModulesTable';

export const ModulesPanel = ({
  modules,
  state,
}: {
  modules: ModulesData | undefined;
  state: PanelState;
}) => {
  const translate = useTranslate();
  const [details, setDetails] = useState(false);
  const [asTable, setAsTable] = useState(false);
  const progress = pagesProgress(modules?.modules ?? []);
  const points = cumulativePages(modules?.readList ?? []);
  return (
    <JourneyPanel
      section="modules"
      state={state}
      empty={!modules || points.length === 0}
      actions={
        <>
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
        </>
      }
    >
      {modules && (
        <>
          <Typography>{translate('portal.journey.modules.pages_read', progress)}</Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? (100 * progress.read) / progress.total : 0}
            aria-label={translate('portal.journey.modules.pages_read', progress)}
          />
          {asTable ? <ModulesPointsTable points={points} /> : <ModulesChart points={points} />}
          <DateText label="portal.journey.modules.last_read" value={points.at(-1)?.date} />
          {details && <ModulesTable modules={modules.modules} />}
        </>
      )}
    </JourneyPanel>
  );
};
