import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { isUnknownAddress } from '../http/httpErrors';
import { BackButton } from '../layout/BackButton';
import { NotFoundPage } from '../pages/NotFoundPage';
import { StatusBox } from '../shared/StatusBox';
import { ResourceForm } from './ResourceForm';

/**
 * The generated edit page (`/<name>/:id/edit`): the record is read as its detail page reads it
 * (an unknown one is Not Found, as there), the definition's edit form changes it, asking for the
 * fields the create asks for; a save returns to the detail page with its notice.
 */
export const ResourceEditPage = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id } = useParams();
  const { data, error, refetch } = useGetOne<RaRecord>(
    definition.name,
    { id: id ?? '' },
    { enabled: id !== undefined },
  );
  if (isUnknownAddress(error)) {
    return <NotFoundPage />;
  }
  // An empty answer after a refusal (react-admin redirects) is no record: the skeleton stays.
  const record = data?.id === undefined ? undefined : data;
  const back = `/${definition.name}/${encodeURIComponent(id ?? '')}`;
  const title = translate(definition.edit?.title ?? 'ra.action.edit');
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Box>
        <BackButton to={back} />
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {error ? (
        <StatusBox
          variant="error"
          message={error instanceof Error ? error.message : 'portal.errors.default'}
          onRetry={() => void refetch()}
        />
      ) : (
        <Card variant="outlined">
          <CardContent>
            {definition.edit && record ? (
              <ResourceForm
                resource={definition.name}
                form={definition.edit}
                record={record}
                recordSchema={
                  definition.create?.schema ?? definition.detailSchema ?? definition.schema
                }
                onSuccess={() => navigate(back)}
              />
            ) : (
              <Skeleton height={56} />
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
