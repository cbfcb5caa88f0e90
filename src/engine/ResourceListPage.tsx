import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

import type { ResourceDefinition } from '../core/resourceDefinition';
import { ResourceList } from './ResourceList';

/** A page holding one generated list, titled with the resource's plural name. */
export const ResourceListPage = ({
  definition,
  actions,
}: {
  definition: ResourceDefinition;
  actions?: ReactNode;
}) => {
  const translate = useTranslate();
  const title = translate(`resources.${definition.name}.name`, { smart_count: 2 });
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ResourceList definition={definition} actions={actions} />
    </Box>
  );
};
