import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { HttpError } from 'ra-core';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';

import { RELIABLE_CHANGE_POINTS } from '../../core/reliableChange';
import { EPISODE_BASELINE_LOOKBACK_DAYS } from '../../core/reliableChangeSettings';
import type { ProgressReport } from '../../core/generated/progress-report';
import { BackButton } from '../layout/BackButton';
import { NotFoundPage } from '../pages/NotFoundPage';
import { errorMessageOf } from '../shared/errorCatalogue';
import { StatusBox } from '../shared/StatusBox';
import { PrintStyles } from './PrintStyles';
import { reportInstant } from './reportDates';
import { ReportEngagement } from './ReportEngagement';
import { ReportFlags } from './ReportFlags';
import { ReportHeader } from './ReportHeader';
import { ReportNotes } from './ReportNotes';
import { reportOptionsOf, reportParamsOf, type ReportOptions } from './reportOptions';
import { ReportOptionsPanel } from './ReportOptionsPanel';
import { ReportScores } from './ReportScores';
import { useProgressReport } from './useProgressReport';

/**
 * A charge's progress report (`/users/:id/report`), laid out for A4 and printed from the
 * browser: the options and buttons on screen, the report alone on paper. A charge whose journey
 * the reader may not see is the Not Found page, as the API answers it.
 */
export const ProgressReportPage = () => {
  const { id: uuid = '' } = useParams();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const options = reportOptionsOf(params);
  const { data, error, refetch } = useProgressReport(uuid, options);
  // The last report answered stays with its options while other options are refused (a period
  // that ends before it starts), so they can be put right.
  const [shown, setShown] = useState<ProgressReport | undefined>(undefined);
  if (data !== undefined && data !== shown) {
    setShown(data);
  }
  const report = data ?? shown;
  if (error instanceof HttpError && error.status === 404) {
    return <NotFoundPage />;
  }
  const change = (next: ReportOptions) => setParams(reportParamsOf(next), { replace: true });
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: '60rem' }}>
      <Title title={translate('portal.report.title')} />
      <Box data-print="hide">
        <BackButton to={`/users/${uuid}`} />
      </Box>
      {error && (
        <Box data-print="hide">
          <StatusBox
            variant="error"
            message={errorMessageOf(error)}
            onRetry={() => void refetch()}
          />
        </Box>
      )}
      {report === undefined ? (
        !error && <Skeleton variant="rounded" height={400} />
      ) : (
        <>
          <PrintStyles printedOn={reportInstant(report.printedAt, translate, report.timeZone)} />
          <Typography component="h1" variant="h5" data-report>
            {translate('portal.report.title')}
          </Typography>
          <ReportOptionsPanel report={report} options={options} onChange={change} />
          <Box
            data-report
            data-testid="progress-report"
            sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
          >
            <ReportHeader report={report} />
            <ReportScores report={report} />
            <ReportEngagement report={report} />
            <ReportFlags report={report} />
            <ReportNotes report={report} />
            <Alert severity="info" variant="outlined" data-keep data-testid="report-disclaimer">
              {translate('portal.journey.disclaimer')}{' '}
              {translate('portal.journey.reliable_change_explained', {
                ...RELIABLE_CHANGE_POINTS,
                lookback: EPISODE_BASELINE_LOOKBACK_DAYS,
              })}
            </Alert>
          </Box>
        </>
      )}
    </Box>
  );
};
