import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';

import type { ProgressReport } from '../../core/generated/progress-report';
import { reportDay, reportInstant } from './reportDates';

/**
 * The report's header (first page, under its title): who the client is, what the report covers (the episode's
 * dates and, once closed, why), who supports them, and when and by whom it was printed.
 */
export const ReportHeader = ({ report }: { report: ProgressReport }) => {
  const translate = useTranslate();
  const day = (value: string) => reportDay(value, translate, report.timeZone);
  const none = translate('portal.report.header.none');
  const { episode } = report.period;
  const covers = episode
    ? episode.closedOn
      ? translate('portal.report.episode_closed', {
          from: day(episode.openedOn),
          to: day(episode.closedOn),
        })
      : translate('portal.report.episode_open', { from: day(episode.openedOn) })
    : translate('portal.report.episode_closed', {
        from: day(report.period.from),
        to: day(report.period.to),
      });
  const rows: [string, string][] = [
    ['client', report.client.fullName || report.client.email],
    ['policy', report.client.policy ?? none],
    ['company', report.client.company ?? none],
    [episode ? 'episode' : 'period', covers],
    ...(episode?.dischargeReason
      ? [
          [
            'discharge_reason',
            translate(`resources.episodes.choices.dischargeReason.${episode.dischargeReason}`),
          ] as [string, string],
        ]
      : []),
    [
      'supporters',
      report.supporters.length === 0
        ? none
        : report.supporters.map((s) => `${s.fullName || s.email} (${s.designation})`).join(', '),
    ],
  ];
  return (
    <Box component="header" data-testid="report-header" sx={{ display: 'grid', gap: 1 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { fontWeight: 600 },
          '& dd': { m: 0 },
        }}
      >
        {rows.map(([key, value]) => (
          <Fragment key={key}>
            <Typography component="dt" variant="body2">
              {translate(`portal.report.header.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" data-field={key}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Typography variant="body2" data-testid="report-printed">
        {translate('portal.report.header.printed', {
          date: reportInstant(report.printedAt, translate, report.timeZone),
          name: report.printedBy.fullName || report.printedBy.email,
        })}
      </Typography>
    </Box>
  );
};
