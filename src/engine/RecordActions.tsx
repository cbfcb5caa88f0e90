import Edit from '@mui/icons-material/Edit';
import { Box, Button } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { DeleteRecordButton } from './DeleteRecordButton';
import { DeclaredActions } from './DeclaredActions';
import { useWriteAllowed } from './useWriteAllowed';

export interface RecordActionsProps {
  definition: ResourceDefinition;
  record: RaRecord;
  /** The record's title on its detail page. */
  title: string;
}

/**
 * A detail page's Edit link (when the definition has `edit`), Delete button (when it has
 * `delete`, DeleteRecordButton) and its declared `actions` (DeclaredActions), each shown to its
 * audience.
 */
export const RecordActions = ({ definition, record, title }: RecordActionsProps) => {
  const translate = useTranslate();
  const canEdit = useWriteAllowed(definition, 'edit');
  const canDelete = useWriteAllowed(definition, 'delete');
  if (!canEdit && !canDelete && !definition.actions) {
    return null;
  }
  return (
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
        <DeleteRecordButton
          resource={definition.name}
          record={record}
          title={title}
          definition={definition.delete}
        />
      )}
      <DeclaredActions definition={definition} record={record} />
    </Box>
  );
};
