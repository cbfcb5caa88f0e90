import { useTranslate } from 'react-admin';

import { wallClock } from '../../shared/wallClock';
import { formatMonthOf } from '../../engine/formatDate';
import { ChartTable } from '../shared/ChartTable';

/** The sessions chart's bars as a table: every month of the period, zeros included. */
export const SessionsTable = ({ months }: { months: { date: string; count: number }[] }) => {
  const translate = useTranslate();
  return (
    <ChartTable
      testId="sessions-table"
      caption={translate('portal.journey.sessions.per_month')}
      columns={[
        { label: translate('portal.journey.month') },
        { label: translate('portal.journey.sessions.count'), numeric: true },
      ]}
      rows={months.map((m) => ({
        key: m.date,
        cells: [formatMonthOf(wallClock(m.date, 'UTC')!, translate), m.count],
      }))}
    />
  );
};
