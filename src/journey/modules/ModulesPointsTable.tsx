import { useTranslate } from 'react-admin';

import { wallClock } from '../../shared/wallClock';
import { formatDay } from '../../engine/formatDate';
import { ChartTable } from '../shared/ChartTable';
import type { CumulativePoint } from './cumulative';

/** The modules chart's points as a table: each reading day and the pages read by then. */
export const ModulesPointsTable = ({ points }: { points: CumulativePoint[] }) => {
  const translate = useTranslate();
  return (
    <ChartTable
      testId="modules-table"
      caption={translate('portal.journey.modules.cumulative')}
      columns={[
        { label: translate('portal.journey.date') },
        { label: translate('portal.journey.modules.cumulative'), numeric: true },
      ]}
      rows={points.map((p) => ({
        key: p.date,
        cells: [formatDay(wallClock(p.date, 'UTC')!, translate), p.total],
      }))}
    />
  );
};
