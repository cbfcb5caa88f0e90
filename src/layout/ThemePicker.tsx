import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useStore, useStoreContext, useTranslate } from 'react-admin';

import { THEMES, type ThemeSetting } from '../settings/settingsStorage';

const ICONS = {
  light: <LightMode fontSize="small" />,
  dark: <DarkMode fontSize="small" />,
  system: <SettingsBrightness fontSize="small" />,
};

/**
 * The three-way theme choice (light, dark, system). react-admin's `theme` store key is backed by
 * the portal settings (settingsStore.ts), where "system" is stored as no value: react-admin then
 * follows the device's colour scheme.
 */
export const ThemePicker = ({ labelledBy }: { labelledBy?: string }) => {
  const translate = useTranslate();
  const { setItem } = useStoreContext();
  // Subscribes to the store so the picker follows changes made elsewhere.
  const [mode] = useStore<string | undefined>('theme');
  const value: ThemeSetting = mode === 'light' || mode === 'dark' ? mode : 'system';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : translate('portal.shell.account.theme')}
      onChange={(_event, next: ThemeSetting | null) => {
        if (next !== null) {
          setItem('theme', next);
        }
      }}
    >
      {THEMES.map((theme) => (
        <ToggleButton key={theme} value={theme} sx={{ gap: 0.75, px: 1.25 }}>
          {ICONS[theme]}
          {translate(`portal.shell.theme.${theme}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
