import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import SettingsBrightness from '@mui/icons-material/SettingsBrightness';

/** The theme choices' icons, shared by the settings tab's picker and the account menu. */
export const THEME_ICONS = {
  light: <LightMode fontSize="small" />,
  dark: <DarkMode fontSize="small" />,
  system: <SettingsBrightness fontSize="small" />,
};
