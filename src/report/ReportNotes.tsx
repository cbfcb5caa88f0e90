import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ProgressReport } from '../../core/generated/progress-report';
import { noteValue } from '../resources/charges/notes/noteValue';
import { reportDay } from './reportDates';
import { ReportSection } from './ReportSection';

/** The case notes the printer chose, oldest first, each whole on its page where it fits. */
export const ReportNotes = ({ report }: { report: ProgressReport }) => {
  const translate = useTranslate();
  return (
    <ReportSection title={translate('portal.report.notes.title')} testId="report-notes">
      {report.notes.length === 0 ? (
        <Typography variant="body2">{translate('portal.report.notes.none')}</Typography>
      ) : (
        report.notes.map((note) => (
          <Box
            key={note.id}
            component="article"
            data-keep
            data-note={note.id}
            sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}
          >
            <Typography component="h3" variant="subtitle2">
              {translate('portal.report.notes.heading', {
                date: reportDay(note.noteDate, translate, report.timeZone),
                kind: noteValue('kind', note.kind, translate),
                author: note.author,
              })}
              {note.sessionMinutes !== null && note.sessionMode !== null
                ? `, ${translate('portal.report.notes.minutes', { minutes: note.sessionMinutes })}, ${noteValue('sessionMode', note.sessionMode, translate)}`
                : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Typography>
          </Box>
        ))
      )}
    </ReportSection>
  );
};
