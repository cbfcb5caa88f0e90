import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { detailFieldsOf } from '../../core/definitionColumns';
import { FieldValue } from './FieldValue';
import type { ListRecord } from './listTypes';

/** A record's declared detail fields as label and value pairs, rendered like the list's cells. */
export const DetailFields = (props: { definition: ResourceDefinition; record: object }) => {
  const { definition } = props;
  // Any record of the resource: its fields are read by name, as the definition declares them.
  const record = props.record as ListRecord;
  const translate = useTranslate();
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.25 },
      }}
    >
      {detailFieldsOf(definition).map((column) => (
        <Box key={column.field} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {translate(column.label)}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, wordBreak: 'break-word' }}>
            <FieldValue column={column} record={record} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
