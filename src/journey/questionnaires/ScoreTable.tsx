import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';
import { latestFirst, previewRows } from '../shared/preview';
import { ViewMoreButton } from '../shared/ViewMoreButton';
import type { Questionnaire } from '../../../core/severity';
import { QuestionHeader } from '../shared/QuestionHeader';
import { ScrollableTable } from '../../shared/ScrollableTable';
import type { ScoreEntry } from './questionnaires';
import { SeverityChip } from './SeverityChip';

/** The answers of each survey, latest first: 5 rows, then view more/less. */
export const ScoreTable = ({
  questionnaire,
  entries,
  label,
}: {
  questionnaire: Questionnaire;
  entries: ScoreEntry[];
  label: string;
}) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const rows = previewRows(latestFirst(entries), expanded);
  const questions = entries[0]?.qs.length ?? 0;
  return (
    <>
      <ScrollableTable label={translate('portal.journey.details_of', { chart: label })}>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.journey.date')}</TableCell>
              {Array.from({ length: questions }, (_, i) => (
                <QuestionHeader key={i} questionnaire={questionnaire} n={i + 1} />
              ))}
              <TableCell align="right">{translate('portal.journey.scores.total')}</TableCell>
              <TableCell>{translate('portal.journey.scores.severity_label')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((entry) => (
              <TableRow key={entry.postedAt}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RelativeDate value={entry.postedAt} />
                </TableCell>
                {entry.qs.map((answer, i) => (
                  <TableCell key={i} align="right">
                    {answer}
                  </TableCell>
                ))}
                <TableCell align="right">{entry.totalScore}</TableCell>
                <TableCell>
                  <SeverityChip severity={entry.severity} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <ViewMoreButton
        rows={entries.length}
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
      />
    </>
  );
};
