import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { EngineColumn } from './definitionColumns';
import { FieldValue } from './FieldValue';
import type { ListRecord, RowOpener } from './listTypes';
import { textOf } from './textOf';

export interface ListGridProps {
  title: EngineColumn | undefined;
  rest: EngineColumn[];
  records: ListRecord[];
  open: RowOpener;
}

const CardBody = ({
  title,
  rest,
  record,
}: Omit<ListGridProps, 'records' | 'open'> & { record: ListRecord }) => {
  const translate = useTranslate();
  return (
    <CardContent>
      {title && (
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 600, mb: 1, wordBreak: 'break-word' }}
        >
          <FieldValue column={title} record={record} />
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 1.5 }}
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

/** The grid layout: one card per record, its title column first. */
export const ListGrid = ({ title, rest, records, open }: ListGridProps) => (
  <Box
    sx={{
      display: 'grid',
      gap: 2,
      p: 2,
      gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
    }}
  >
    {records.map((record, index) => {
      const onOpen = open(record);
      return (
        <Card key={textOf(record.id) || index} variant="outlined">
          {onOpen ? (
            <CardActionArea onClick={onOpen} sx={{ height: '100%', alignItems: 'flex-start' }}>
              <CardBody title={title} rest={rest} record={record} />
            </CardActionArea>
          ) : (
            <CardBody title={title} rest={rest} record={record} />
          )}
        </Card>
      );
    })}
  </Box>
);
