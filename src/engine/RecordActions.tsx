import Edit from '@mui/icons-material/Edit';
import { Box, Button } from '@mui/material';
import {
  DeleteWithConfirmButton,
  RecordContextProvider,
  ResourceContextProvider,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { DeclaredActions } from './DeclaredActions';
import { useWriteAllowed } from './useWriteAllowed';

export interface RecordActionsProps {
  definition: ResourceDefinition;
  record: RaRecord;
}

/**
 * A detail page's Edit link (when the definition has `edit`), Delete button (when it has
 * `delete`) and its declared `actions`: react-admin's delete asks for confirmation, waits for the server (a 409 is shown
 * and nothing changes) and returns to the list.
 */
export const RecordActions = ({ definition, record }: RecordActionsProps) => {
  const translate = useTranslate();
  const canEdit = useWriteAllowed(definition, 'edit');
  const canDelete = useWriteAllowed(definition, 'delete');
  if (!canEdit && !canDelete && !definition.actions) {
    return null;
  }
  return (
    <ResourceContextProvider value={definition.name}>
      <RecordContextProvider value={record}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canEdit && (
            <Button
              component={Link}
              to={`/${definition.name}/${encodeURIComponent(String(record.id))}/edit`}
              variant="outlined"
              startIcon={<Edit />}
            >
              {translate('ra.action.edit')}
            </Button>
          )}
          {canDelete && definition.delete && (
            <DeleteWithConfirmButton
              mutationMode="pessimistic"
              redirect="list"
              variant="outlined"
              successMessage={definition.delete.success}
            />
          )}
          <DeclaredActions definition={definition} record={record} />
        </Box>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
};
