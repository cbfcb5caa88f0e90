import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';

import { isUnknownAddress } from '../http/httpErrors';
import { BackButton } from '../layout/BackButton';
import { NotFoundPage } from '../pages/NotFoundPage';
import { StatusBox } from '../shared/StatusBox';

export interface DetailPageProps<T> {
  resource: string;
  id: string | undefined;
  /** The list the back button returns to. */
  back: string;
  title: (record: T) => string;
  children: (record: T) => ReactNode;
  /** Reads the record again after so many ms, or not (false), given the record read last. */
  refetchInterval?: (record: T) => number | false;
}

/** A detail page: back button, title, the record's content, and loading and error states. */
export function DetailPage<T extends RaRecord>(props: DetailPageProps<T>) {
  const { resource, id, back, title, children, refetchInterval } = props;
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<T>(
    resource,
    { id: id ?? '' },
    {
      enabled: id !== undefined,
      refetchInterval: (query) =>
        refetchInterval && query.state.data ? refetchInterval(query.state.data) : false,
    },
  );
  // After a refusal react-admin redirected (authProvider.checkError), useDataProvider answers an
  // empty record: it is no record, so the skeleton stays until the page goes.
  const record = data?.id === undefined ? undefined : data;
  if (isUnknownAddress(error)) {
    return <NotFoundPage />;
  }
  const heading = record ? title(record) : translate(error ? 'ra.page.error' : 'ra.page.loading');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Title title={heading} />
      <Box>
        <BackButton to={back} />
      </Box>
      {error ? (
        <>
          <Typography variant="h5" component="h1">
            {heading}
          </Typography>
          <StatusBox
            variant="error"
            message={error instanceof Error ? error.message : 'portal.errors.default'}
            onRetry={() => void refetch()}
          />
        </>
      ) : isPending || !record ? (
        <Card variant="outlined">
          <CardContent>
            <Skeleton width="40%" height={36} />
            <Skeleton />
            <Skeleton />
            <Skeleton width="60%" />
          </CardContent>
        </Card>
      ) : (
        <>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {heading}
          </Typography>
          {children(record)}
        </>
      )}
    </Box>
  );
}
