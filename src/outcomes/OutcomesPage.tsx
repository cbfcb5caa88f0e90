import { Box, Button, Skeleton, Typography } from '@mui/material';
import Download from '@mui/icons-material/Download';
import { useState } from 'react';
import { Title, usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

import type { Permissions } from '../auth/authProvider';
import { useApi } from '../app/ApiContext';
import { reportsOnCaseload, type OutcomeFigure } from '../../core/outcomes';
import { downloadFile } from '../engine/downloadFile';
import { StatusBox } from '../shared/StatusBox';
import { OutcomeChargesDialog } from './OutcomeChargesDialog';
import { OutcomeMonthChart, OutcomeWeekChart } from './OutcomeCharts';
import { OutcomeCompleteness } from './OutcomeCompleteness';
import { OutcomeFiguresTable } from './OutcomeFiguresTable';
import { OutcomeFiltersBar } from './OutcomeFiltersBar';
import { OutcomeThresholds } from './OutcomeThresholds';
import { outcomeQuery, useOutcomeReport, type OutcomeFilters } from './useOutcomes';

const FILTERS = ['from', 'to', 'company', 'course', 'caseManager'] as const;

/**
 * The outcome report: "Outcomes" for administrators and company administrators, "My outcomes"
 * for a case manager's or supporter's own caseload (the API decides what each may count). The
 * filters live in the address, so a report can be shared and reloaded.
 */
export const OutcomesPage = () => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const { permissions } = usePermissions<Permissions>();
  const isAdmin = permissions?.isAdmin === true;
  const mine = permissions ? reportsOnCaseload(permissions) : false;
  const [params, setParams] = useSearchParams();
  const filters: OutcomeFilters = Object.fromEntries(
    FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  const { data, error, isPending, refetch } = useOutcomeReport(filters);
  const [shown, setShown] = useState<{ figure: OutcomeFigure; group: 'closed' | 'open' } | null>(
    null,
  );
  const title = translate(mine ? 'portal.outcomes.title_mine' : 'portal.outcomes.title');
  const exportCsv = async () => {
    const { json, headers } = await httpClient<Blob>(`outcomes/?${outcomeQuery(filters)}`, {
      accept: 'text/csv',
    });
    const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '');
    downloadFile(json, named?.[1] ?? 'outcomes.csv');
  };
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button startIcon={<Download />} onClick={() => void exportCsv()} disabled={!data}>
          {translate('portal.outcomes.csv.export')}
        </Button>
      </Box>
      <Typography variant="body2">
        {translate(mine ? 'portal.outcomes.intro_mine' : 'portal.outcomes.intro')}
      </Typography>
      {data && (
        <OutcomeFiltersBar
          filters={filters}
          defaults={{ from: data.from, to: data.to }}
          isAdmin={isAdmin}
          onChange={(next) => setParams(outcomeQuery(next), { replace: true })}
        />
      )}
      {error ? (
        <StatusBox variant="error" message={error.message} onRetry={() => void refetch()} />
      ) : isPending ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <>
          <OutcomeFiguresTable
            report={data}
            onShow={isAdmin ? undefined : (figure, group) => setShown({ figure, group })}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <OutcomeCompleteness report={data} />
            <OutcomeThresholds />
          </Box>
          <OutcomeMonthChart report={data} />
          <OutcomeWeekChart report={data} />
        </>
      )}
      <OutcomeChargesDialog filters={filters} shown={shown} onClose={() => setShown(null)} />
    </Box>
  );
};
