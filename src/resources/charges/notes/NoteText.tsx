import { Box, Button, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useState } from 'react';
import { useRefresh, useTranslate } from 'react-admin';

import { CASE_NOTE_EDIT_HOURS } from '../../../../core/caseNoteRules';
import type { CaseNote } from '../../../../core/generated/case-note';
import { caseNotes } from '../../../../resources/caseNotes';
import { ResourceEditDialog } from '../../../engine/ResourceEditDialog';
import { formatDate } from '../../../engine/formatDate';
import { useTimeZone } from '../../../shared/TimeZoneContext';
import type { ListRecord } from '../../../engine/listTypes';
import { changeText } from './noteValue';

/**
 * A note's text as it stands, who wrote it and when, its amendments beside it (who, when, each
 * field's value before and after), and for its author the Edit that changes it (an amendment
 * once it is locked, which the dialog says).
 */
export const NoteText = ({ record, chargeUuid }: { record: ListRecord; chargeUuid: string }) => {
  const note = record as unknown as CaseNote & { id: number };
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const refresh = useRefresh();
  const [editing, setEditing] = useState(false);
  const when = (value: string) => formatDate(value, translate, timeZone, new Date(), true);
  return (
    <Box sx={{ minWidth: 200, maxWidth: 560 }} data-testid="case-note">
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('portal.case_notes.written', { name: note.author, date: when(note.createdAt) })}
      </Typography>
      {note.amendments.length > 0 && (
        <Box
          component="section"
          aria-label={translate('portal.case_notes.amendments')}
          sx={{ mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'divider' }}
          data-testid="case-note-amendments"
        >
          {note.amendments.map((amendment) => (
            <Box key={amendment.id} sx={{ mb: 0.5 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {translate('portal.case_notes.amended', {
                  name: amendment.authorName,
                  date: when(amendment.createdAt),
                })}
              </Typography>
              {amendment.changes.map((change) => (
                <Typography
                  key={change.field}
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {changeText(change, translate)}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      )}
      {note.mine && (
        <>
          <Button
            size="small"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            sx={{ mt: 0.5 }}
          >
            {translate('ra.action.edit')}
          </Button>
          <ResourceEditDialog
            definition={caseNotes}
            record={note}
            open={editing}
            onClose={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              refresh();
            }}
            pathParams={{ uuid: chargeUuid }}
            notice={
              note.locked
                ? { message: 'portal.case_notes.locked', values: { hours: CASE_NOTE_EDIT_HOURS } }
                : undefined
            }
          />
        </>
      )}
    </Box>
  );
};
