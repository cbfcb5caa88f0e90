import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

import type { OutcomeReport } from '../../core/generated/outcome-report';
import { OUTCOME_FIGURES, type OutcomeFigure } from '../../core/outcomes';
import { ScrollableTable } from '../shared/ScrollableTable';
import { figureText } from './figureText';

/**
 * The report's table: each figure closed in the period and, apart, in the open episodes, with
 * what it is out of; a caseload holder's rows open the clients behind each figure.
 */
export const OutcomeFiguresTable = ({
  report,
  onShow,
}: {
  report: OutcomeReport;
  /** Opens a figure's clients; absent for a caller without a caseload of their own. */
  onShow?: (figure: OutcomeFigure, group: 'closed' | 'open') => void;
}) => {
  const translate = useTranslate();
  const title = translate('portal.outcomes.table_title');
  return (
    <ScrollableTable label={title} testId="outcome-figures">
      <Table size="small">
        <caption style={{ captionSide: 'top', padding: 0 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            <TableCell>{translate('portal.outcomes.figure')}</TableCell>
            <TableCell>{translate('portal.outcomes.groups.closed_episodes')}</TableCell>
            <TableCell>{translate('portal.outcomes.groups.open_episodes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {OUTCOME_FIGURES.map((figure) => {
            const label = translate(`portal.outcomes.figures.${figure}`);
            return (
              <TableRow key={figure} data-figure={figure}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {translate(`portal.outcomes.figure_help.${figure}`)}
                  </Typography>
                </TableCell>
                {(['closed', 'open'] as const).map((group) => (
                  <TableCell key={group} data-group={group}>
                    <span>{figureText(report[group][figure], translate)}</span>
                    {onShow && (
                      <Button
                        size="small"
                        sx={{ display: 'block', px: 0 }}
                        onClick={() => onShow(figure, group)}
                        aria-label={translate('portal.outcomes.charges.show', {
                          figure: label,
                          group: translate(`portal.outcomes.groups.${group}_episodes`),
                        })}
                      >
                        {translate('portal.outcomes.charges.mine')}
                      </Button>
                    )}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
};
