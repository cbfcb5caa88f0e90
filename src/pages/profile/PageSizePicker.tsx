import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import {
  PAGE_SIZES,
  readSettings,
  writeSettings,
  type PageSize,
} from '../../settings/settingsStorage';
import { useSnackbar } from '../../shared/useSnackbar';

/** The default table page size (10, 20, 50 or 100), kept in this browser's settings. */
export const PageSizePicker = () => {
  const translate = useTranslate();
  const snackbar = useSnackbar();
  const [pageSize, setPageSize] = useState<PageSize>(() => readSettings().pageSize);
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      margin="none"
      label={translate('portal.profile.settings.page_size')}
      value={pageSize}
      onChange={(event) => {
        const next = Number(event.target.value) as PageSize;
        setPageSize(writeSettings({ pageSize: next }).pageSize);
        snackbar('portal.profile.settings.saved', { variant: 'success' });
      }}
      sx={{ '&&': { width: 'auto', minWidth: 260 } }}
    >
      {PAGE_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
};
