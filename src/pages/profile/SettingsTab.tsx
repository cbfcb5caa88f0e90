import { Divider, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import { LanguagePicker } from '../../i18n/LanguagePicker';
import { ThemePicker } from '../../layout/ThemePicker';
import { NotificationPreferences } from './NotificationPreferences';
import { PageSizePicker } from './PageSizePicker';

/**
 * Spec section 2, profile settings: language, theme and default table page size, saved in this
 * browser only and applied at once (language and theme through react-admin's store, which the
 * settings back; the page size is read by every list when it opens). Below them, how
 * notifications reach me, which the server keeps (it sends the mails).
 */
export const SettingsTab = () => {
  const translate = useTranslate();
  const themeLabelId = useId();
  return (
    <Stack sx={{ gap: 3, alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{translate('portal.profile.settings.intro')}</Typography>
      <LanguagePicker />
      <Stack sx={{ gap: 1 }}>
        <Typography id={themeLabelId} variant="body2" color="text.secondary">
          {translate('portal.profile.settings.theme')}
        </Typography>
        <ThemePicker labelledBy={themeLabelId} />
      </Stack>
      <PageSizePicker />
      <Divider flexItem />
      <NotificationPreferences />
    </Stack>
  );
};
