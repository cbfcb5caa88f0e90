import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Box, Button, FormControlLabel, FormGroup, Popover, Switch } from '@mui/material';
import { useId, useState } from 'react';
import { useStore, useTranslate } from 'react-admin';

import type { EngineColumn } from '../../core/definitionColumns';
import { landmarkOf } from '../shared/landmarkOf';

export interface ColumnChooserProps {
  /** Where the choice is kept (useColumnChoice). */
  storeKey: string;
  defaultHidden: string[];
  /** Every column the user may show, in the declared order. */
  columns: EngineColumn[];
}

/**
 * The column chooser: a switch per column and Reset back to the definition's default, kept in
 * react-admin's own store keys (those of its DataTable's ColumnsButton), which the table reads
 * through useColumnChoice. Not react-admin's ColumnsSelector: its switches sit in `role=option`
 * items of a `role=menu` list (axe: critical `aria-required-children`, serious
 * `nested-interactive`), so this is a named dialog of plain switches, opened inside the page's
 * `main` landmark rather than at the body's end (axe `region`).
 */
export const ColumnChooser = ({ storeKey, defaultHidden, columns }: ColumnChooserProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [hidden, setHidden] = useStore<string[]>(storeKey, defaultHidden);
  const [, setRanks] = useStore<number[] | undefined>(`${storeKey}_columnRanks`);
  const title = translate('ra.action.select_columns');
  const toggle = (field: string, shown: boolean) =>
    setHidden(shown ? hidden.filter((name) => name !== field) : [...hidden, field]);
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewWeekIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {title}
      </Button>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        container={landmarkOf(anchor, 'main')}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId } }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 220 }}>
          <Box component="h2" id={titleId} sx={{ typography: 'subtitle1', my: 1 }}>
            {title}
          </Box>
          <FormGroup>
            {columns.map((column) => (
              <FormControlLabel
                key={column.field}
                label={translate(column.label)}
                control={
                  <Switch
                    size="small"
                    checked={!hidden.includes(column.field)}
                    onChange={(event) => toggle(column.field, event.target.checked)}
                  />
                }
              />
            ))}
          </FormGroup>
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Button
              size="small"
              onClick={() => {
                setRanks(undefined);
                setHidden(defaultHidden);
              }}
            >
              {translate('ra.action.reset')}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
};
