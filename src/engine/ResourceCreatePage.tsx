import { Box, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { consolePages, type ResourceDefinition } from '../../core/resourceDefinition';
import { BackButton } from '../layout/BackButton';
import { ResourceForm } from './ResourceForm';

/**
 * The generated create page: the definition's form; a created record opens its detail page
 * when the resource has one, else the list.
 */
export const ResourceCreatePage = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const form = definition.create;
  const list = `/${definition.name}`;
  if (!form) {
    return null;
  }
  const title = translate(form.title);
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Box>
        <BackButton to={list} />
      </Box>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <ResourceForm
            resource={definition.name}
            form={form}
            onSuccess={(record) =>
              navigate(
                consolePages(definition).includes('show')
                  ? `${list}/${encodeURIComponent(String(record.id))}`
                  : list,
              )
            }
          />
        </CardContent>
      </Card>
    </Box>
  );
};
