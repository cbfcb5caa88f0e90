import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { EngineColumn } from '../../core/definitionColumns';
import { FieldValue } from './FieldValue';
import type { ListCells, ListRecord, RowActions, RowEmphasis, RowOpener } from './listTypes';
import { emphasisSx } from './emphasis';
import { StopRowEvents } from './StopRowEvents';
import { textOf } from './textOf';

export interface ListGridProps {
  title: EngineColumn | undefined;
  rest: EngineColumn[];
  records: ListRecord[];
  open: RowOpener;
  cells?: ListCells;
  rowActions?: RowActions;
  emphasised?: RowEmphasis;
}

const CardBody = ({
  title,
  rest,
  record,
}: Pick<ListGridProps, 'title' | 'rest'> & { record: ListRecord }) => {
  const translate = useTranslate();
  return (
    <CardContent>
      {title && (
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-word' }}
        >
          <FieldValue column={title} record={record} />
        </Typography>
      )}
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          // A value may be narrower than its content's natural width (a long chip wraps): a plain
          // 1fr would grow to that width and push the card past the screen at 390 px.
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          gap: 0.5,
          columnGap: 1.5,
        }}
      >
        {rest.map((column) => (
          <Box key={column.field} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translate(column.label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
              <FieldValue column={column} record={record} />
            </Typography>
          </Box>
        ))}
      </Box>
    </CardContent>
  );
};

/** Custom cells sit below the card's action area, so their buttons are not nested in it. */
const CustomCells = ({
  columns,
  cells,
  record,
}: {
  columns: ListGridProps['rest'];
  cells: ListCells;
  record: ListRecord;
}) => {
  const translate = useTranslate();
  if (columns.length === 0) {
    return null;
  }
  return (
    <CardContent sx={{ pt: 0 }}>
      {columns.map((column) => {
        const Cell = cells[column.field];
        return Cell ? (
          <Box key={column.field} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
            <Typography variant="body2" color="text.secondary">
              {translate(column.label)}
            </Typography>
            <StopRowEvents>
              <Cell record={record} />
            </StopRowEvents>
          </Box>
        ) : null;
      })}
    </CardContent>
  );
};

/** The grid layout: one card per record, its title column first. */
export const ListGrid = ({
  title,
  rest: allRest,
  records,
  open,
  cells = {},
  rowActions,
  emphasised,
}: ListGridProps) => {
  const rest = allRest.filter((column) => !cells[column.field]);
  const custom = allRest.filter((column) => cells[column.field]);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        p: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(260px, 100%), 1fr))',
      }}
    >
      {records.map((record, index) => {
        const onOpen = open(record);
        const emphasis = emphasised?.(record) ?? false;
        return (
          <Card
            key={textOf(record.id) || index}
            variant="outlined"
            data-emphasised={emphasis || undefined}
            sx={[{ display: 'flex', flexDirection: 'column', minWidth: 0 }, emphasis && emphasisSx]}
          >
            {onOpen ? (
              // A button centres its content when taller than it: a flex column keeps the body at
              // the top, and growing (not 100% height) leaves room for the custom cells below.
              <CardActionArea
                onClick={onOpen}
                sx={{
                  flexGrow: 1,
                  display: 'flex',
                  flexDirection: 'column',
                  justifyContent: 'flex-start',
                  alignItems: 'stretch',
                }}
              >
                <CardBody title={title} rest={rest} record={record} />
              </CardActionArea>
            ) : (
              <CardBody title={title} rest={rest} record={record} />
            )}
            <CustomCells columns={custom} cells={cells} record={record} />
            {rowActions && (
              <CardContent sx={{ pt: 0 }}>
                <StopRowEvents>{rowActions(record)}</StopRowEvents>
              </CardContent>
            )}
          </Card>
        );
      })}
    </Box>
  );
};
