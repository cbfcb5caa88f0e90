import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';
import type { ModulesData } from '../../../core/generated/modules-data';
import { ScrollableTable } from '../../shared/ScrollableTable';

const COLUMNS = ['module', 'description', 'practice_time', 'pages', 'completed', 'started'];

/** Spec section 2: module, description, practice time, pages read/total, completed %, started. */
export const ModulesTable = ({ modules }: { modules: ModulesData['modules'] }) => {
  const translate = useTranslate();
  return (
    <ScrollableTable
      label={translate('portal.journey.details_of', {
        chart: translate('portal.journey.sections.modules'),
      })}
    >
      <Table
        size="small"
        aria-label={translate('portal.journey.sections.modules')}
        // Descriptions are long: the table scrolls sideways on phones rather than squeezing them.
        sx={{ minWidth: 760 }}
      >
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column}>{translate(`portal.journey.modules.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {modules.map((m) => (
            <TableRow key={m.name}>
              <TableCell>{m.name}</TableCell>
              <TableCell>{m.description}</TableCell>
              <TableCell>
                {translate('portal.journey.modules.minutes', { smart_count: m.duration })}
              </TableCell>
              <TableCell>{`${m.readPages}/${m.totalPages}`}</TableCell>
              <TableCell>{`${m.percentageCompleted}%`}</TableCell>
              <TableCell>
                <RelativeDate value={m.from} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollableTable>
  );
};
