import { Box, Card, CardContent, Typography, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import type { OutcomeReport } from '../../core/generated/outcome-report';
import type { OutcomeFigure } from '../../core/outcomes';
import { formatMonth } from '../engine/formatDate';
import { ChartTable } from '../journey/shared/ChartTable';
import { figureText } from './figureText';

/** The figures the monthly chart draws: the three a service is judged on. */
const CHARTED: OutcomeFigure[] = ['recovered', 'reliably_improved', 'reliably_deteriorated'];
const SCALES = ['phq8', 'gad7', 'wsas'] as const;

const ChartCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined">
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

/** Recovery, reliable improvement and deterioration by month of discharge, and its table. */
export const OutcomeMonthChart = ({ report }: { report: OutcomeReport }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('portal.outcomes.by_month.title');
  const colors = [theme.palette.success.main, theme.palette.info.main, theme.palette.error.main];
  const months = report.byMonth;
  const shown = months.some((month) => CHARTED.some((f) => month.figures[f].percentage !== null));
  return (
    <ChartCard title={title}>
      {shown ? (
        <Box data-testid="outcome-month-chart">
          <LineChart
            height={260}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: months.map((month) => month.month),
                valueFormatter: (month: string) => formatMonth(month, translate),
              },
            ]}
            yAxis={[{ min: 0, max: 100 }]}
            series={CHARTED.map((figure, i) => ({
              data: months.map((month) => month.figures[figure].percentage),
              label: translate(`portal.outcomes.figures.${figure}`),
              color: colors[i],
              valueFormatter: (value: number | null) => (value === null ? '' : `${value}%`),
            }))}
          />
        </Box>
      ) : (
        <Typography variant="body2">{translate('portal.outcomes.by_month.none')}</Typography>
      )}
      <ChartTable
        testId="outcome-month-table"
        caption={title}
        columns={[
          { label: translate('portal.outcomes.by_month.month') },
          ...CHARTED.map((figure) => ({ label: translate(`portal.outcomes.figures.${figure}`) })),
        ]}
        rows={months.map((month) => ({
          key: month.month,
          cells: [
            formatMonth(month.month, translate),
            ...CHARTED.map((figure) => figureText(month.figures[figure], translate)),
          ],
        }))}
      />
    </ChartCard>
  );
};

/** Average PHQ-8, GAD-7 and WSAS by week since the episode opened, and its table. */
export const OutcomeWeekChart = ({ report }: { report: OutcomeReport }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const title = translate('portal.outcomes.by_week.title');
  const colors = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    theme.palette.warning.main,
  ];
  const weeks = report.byWeek.filter((week) => SCALES.some((scale) => week[scale] !== null));
  const dash = '–';
  return (
    <ChartCard title={title}>
      {weeks.length > 0 ? (
        <Box data-testid="outcome-week-chart">
          <LineChart
            height={260}
            skipAnimation
            xAxis={[
              {
                scaleType: 'point',
                data: report.byWeek.map((week) => week.week),
                valueFormatter: (week: number) => String(week),
              },
            ]}
            yAxis={[{ min: 0 }]}
            series={SCALES.map((scale, i) => ({
              data: report.byWeek.map((week) => week[scale]),
              label: translate(`portal.journey.sections.${scale}`),
              color: colors[i],
              connectNulls: true,
            }))}
          />
        </Box>
      ) : (
        <Typography variant="body2">{translate('portal.outcomes.by_week.none')}</Typography>
      )}
      {weeks.length > 0 && (
        <ChartTable
          testId="outcome-week-table"
          caption={title}
          columns={[
            { label: translate('portal.outcomes.by_week.week') },
            ...SCALES.map((scale) => ({
              label: translate(`portal.journey.sections.${scale}`),
              numeric: true,
            })),
          ]}
          rows={weeks.map((week) => ({
            key: String(week.week),
            cells: [
              translate('portal.outcomes.by_week.week_n', { week: week.week }),
              ...SCALES.map((scale) => week[scale] ?? dash),
            ],
          }))}
        />
      )}
    </ChartCard>
  );
};
