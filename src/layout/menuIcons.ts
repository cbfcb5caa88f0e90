import Business from '@mui/icons-material/Business';
import EventNote from '@mui/icons-material/EventNote';
import Feedback from '@mui/icons-material/Feedback';
import History from '@mui/icons-material/History';
import Insights from '@mui/icons-material/Insights';
import Mail from '@mui/icons-material/Mail';
import People from '@mui/icons-material/People';
import School from '@mui/icons-material/School';
import Settings from '@mui/icons-material/Settings';
import VpnKey from '@mui/icons-material/VpnKey';
import type { SvgIconComponent } from '@mui/icons-material';

import type { MenuIcon } from '../../core/resourceDefinition';

/** The icon of each name a menu entry may declare. */
export const menuIcons: Record<MenuIcon, SvgIconComponent> = {
  people: People,
  key: VpnKey,
  mail: Mail,
  settings: Settings,
  feedback: Feedback,
  history: History,
  business: Business,
  school: School,
  care: EventNote,
  insights: Insights,
};
