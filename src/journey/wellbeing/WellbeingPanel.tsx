import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';
import type { Wellbeing } from '../../../core/generated/wellbeing';
import { JourneyPanel } from '../shared/JourneyPanel';
import type { PanelState } from '../shared/panelState';
import { latestFirst, previewRows } from '../shared/preview';
import { QuestionHeader } from '../shared/QuestionHeader';
import { ViewMoreButton } from '../shared/ViewMoreButton';
import { ScrollableTable } from '../../shared/ScrollableTable';

const ANSWERS = [1, 2, 3, 4];

/** Spec section 2: the four wellbeing answers, latest first, 5 rows with view more/less. */
export const WellbeingPanel = ({
  wellbeings,
  state,
}: {
  wellbeings: Wellbeing[] | undefined;
  state: PanelState;
}) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const all = wellbeings ?? [];
  const rows = previewRows(latestFirst(all), expanded);
  return (
    <JourneyPanel section="wellbeing" state={state} empty={all.length === 0}>
      <ScrollableTable label={translate('portal.journey.wellbeing_answers')}>
        <Table size="small" aria-label={translate('portal.journey.wellbeing_answers')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.journey.date')}</TableCell>
              {ANSWERS.map((n) => (
                <QuestionHeader key={n} questionnaire="wellbeing" n={n} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.postedAt}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RelativeDate value={row.postedAt} />
                </TableCell>
                {row.qs.map((answer, i) => (
                  <TableCell key={i} align="right">
                    {answer}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <ViewMoreButton
        rows={all.length}
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
      />
    </JourneyPanel>
  );
};
