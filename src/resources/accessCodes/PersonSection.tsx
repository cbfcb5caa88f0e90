import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PersonRow {
  /** Field name under `resources.access-codes.fields`. */
  field: string;
  value: ReactNode;
}

/** One person of an access code (created for, used by, to be used by), or 'Nobody'. */
export const PersonSection = ({ title, rows }: { title: string; rows: PersonRow[] | null }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate(title)}
        </Typography>
        {rows === null ? (
          <Typography color="text.secondary">
            {translate('portal.access_codes.details.nobody')}
          </Typography>
        ) : (
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.75, columnGap: 2 }}
          >
            {rows.map((row) => (
              <Box key={row.field} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {translate(`resources.access-codes.fields.${row.field}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-word' }}>
                  {row.value ?? '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
