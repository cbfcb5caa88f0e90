import { Box, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../../engine/RelativeDate';
import type { BadgeColour } from './supporterColours';
import { useDesignationLabel } from './useDesignationLabel';

export interface SupporterRow {
  email: string;
  designation: string;
  createdAt: string;
  /** The status chip: an i18n key and its colour. */
  badge?: { label: string; colour: BadgeColour };
}

/** One titled list of supporters: e-mail, designation, date added and an optional status chip. */
export const SupporterList = ({ title, rows }: { title: string; rows: SupporterRow[] }) => {
  const translate = useTranslate();
  const designation = useDesignationLabel();
  return (
    <Box component="section" aria-label={translate(title)}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          {translate('portal.list.no_items')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem key={row.email} disableGutters divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={row.email}
                secondary={
                  <>
                    {designation.label(row.designation)} · <RelativeDate value={row.createdAt} />
                  </>
                }
                slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
              />
              {row.badge && (
                <Chip
                  size="small"
                  variant="outlined"
                  color={row.badge.colour}
                  label={translate(row.badge.label)}
                />
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
