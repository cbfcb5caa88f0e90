import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { EditBase, Title, useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { BackButton } from '../layout/BackButton';
import { ResourceForm } from './ResourceForm';

const EditForm = ({ definition, back }: { definition: ResourceDefinition; back: string }) => {
  const navigate = useNavigate();
  const { record } = useEditContext<RaRecord>();
  if (!definition.edit || !record) {
    return <Skeleton height={56} />;
  }
  return (
    <ResourceForm
      resource={definition.name}
      form={definition.edit}
      record={record}
      onSuccess={() => navigate(back)}
    />
  );
};

/**
 * The generated edit page (`/<name>/:id/edit`): react-admin's edit controller reads the record
 * (and checks access), the definition's edit form changes it; a save returns to the detail page.
 */
export const ResourceEditPage = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const { id } = useParams();
  const back = `/${definition.name}/${encodeURIComponent(id ?? '')}`;
  const title = translate(definition.edit?.title ?? 'ra.action.edit');
  return (
    <EditBase resource={definition.name} id={id} mutationMode="pessimistic" redirect={false}>
      <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
        <Title title={title} />
        <Box>
          <BackButton to={back} />
        </Box>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Card variant="outlined">
          <CardContent>
            <EditForm definition={definition} back={back} />
          </CardContent>
        </Card>
      </Box>
    </EditBase>
  );
};
