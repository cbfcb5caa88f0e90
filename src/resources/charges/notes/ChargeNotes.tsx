import { Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useMemo, useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';

import { caseNotes } from '../../../../resources/caseNotes';
import { ResourceCreateDialog } from '../../../engine/ResourceCreateDialog';
import { ResourceList } from '../../../engine/ResourceList';
import type { ListCells, ListRecord } from '../../../engine/listTypes';
import { NoteText } from './NoteText';

/**
 * The charge page's Notes tab: the notes the caller may read, filtered by kind and author, and
 * while the caller's own consent is Given the Add note form.
 */
export const ChargeNotes = ({ uuid, canWrite }: { uuid: string; canWrite: boolean }) => {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [adding, setAdding] = useState(false);
  const cells: ListCells = useMemo(
    () => ({
      text: ({ record }: { record: ListRecord }) => <NoteText record={record} chargeUuid={uuid} />,
    }),
    [uuid],
  );
  return (
    <>
      <ResourceList
        definition={caseNotes}
        pathParams={{ uuid }}
        cells={cells}
        actions={
          canWrite && (
            <Button
              variant="contained"
              size="small"
              startIcon={<AddIcon />}
              onClick={() => setAdding(true)}
            >
              {translate('resources.case-notes.add')}
            </Button>
          )
        }
      />
      <ResourceCreateDialog
        definition={caseNotes}
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={() => {
          setAdding(false);
          refresh();
        }}
        pathParams={{ uuid }}
      />
    </>
  );
};
