import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

import { THEMES, type ThemeSetting } from '../settings/settingsStorage';
import { THEME_ICONS } from './themeIcons';
import { useThemeSetting } from './useThemeSetting';

/** The three-way theme choice (light, dark, system) as a toggle group, on the settings tab. */
export const ThemePicker = ({ labelledBy }: { labelledBy?: string }) => {
  const translate = useTranslate();
  const [value, setTheme] = useThemeSetting();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : translate('portal.shell.account.theme')}
      onChange={(_event, next: ThemeSetting | null) => {
        if (next !== null) {
          setTheme(next);
        }
      }}
    >
      {THEMES.map((theme) => (
        <ToggleButton key={theme} value={theme} sx={{ gap: 0.75, px: 1.25 }}>
          {THEME_ICONS[theme]}
          {translate(`portal.shell.theme.${theme}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
