import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';

import { consolePages, type ResourceDefinition } from '../../core/resourceDefinition';
import { ResourceList } from './ResourceList';
import { useWriteAllowed } from './useWriteAllowed';

/**
 * The generated list page of a resource, titled with its plural name, with an add button when
 * the resource has a create page.
 */
export const ResourceListPage = ({ definition }: { definition: ResourceDefinition }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = translate(`resources.${definition.name}.name`, { smart_count: 2 });
  const mayCreate = useWriteAllowed(definition, 'create');
  // A create page of its own (the access codes' bulk tab) holds its own form.
  const canCreate =
    consolePages(definition).includes('create') &&
    (mayCreate || definition.console?.overrides?.create !== undefined);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <ResourceList
        definition={definition}
        actions={
          canCreate && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => navigate(`/${definition.name}/create`)}
            >
              {translate('portal.list.add')}
            </Button>
          )
        }
      />
    </Box>
  );
};
