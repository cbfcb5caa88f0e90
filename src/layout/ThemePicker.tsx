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
      sx={{ maxWidth: '100%' }}
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
        <ToggleButton
          key={theme}
          value={theme}
          // On a phone the icon goes above its word: three isiZulu words side by side and
          // their icons are wider than the screen.
          sx={{ gap: 0.75, px: 1.25, flexDirection: { xs: 'column', sm: 'row' } }}
        >
          {THEME_ICONS[theme]}
          {translate(`portal.shell.theme.${theme}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
};
