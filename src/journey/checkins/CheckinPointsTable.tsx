import { useTranslate } from 'react-admin';

import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { wallDay } from '../calendar/calendar';
import { formatDay } from '../../engine/formatDate';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { ChartTable } from '../shared/ChartTable';
import type { CheckinSeries } from './checkinSeries';

/** The check-in chart's points as a table: each check-in's day and the visible series. */
export const CheckinPointsTable = ({
  checkins,
  visible,
}: {
  checkins: DailyCheckin[];
  visible: readonly CheckinSeries[];
}) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <ChartTable
      testId="checkins-table"
      caption={translate('portal.journey.sections.checkins')}
      columns={[
        { label: translate('portal.journey.date') },
        ...visible.map((series) => ({
          label: translate(`portal.journey.checkins.series.${series}`),
          numeric: true,
        })),
      ]}
      rows={checkins.map((c) => ({
        key: c.checkinAt,
        cells: [formatDay(wallDay(c.checkinAt, timeZone)!, translate), ...visible.map((s) => c[s])],
      }))}
    />
  );
};
