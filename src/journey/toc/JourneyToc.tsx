import { List, ListItem, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { JOURNEY_SECTIONS, sectionId } from '../sections';
import { useActiveSection } from './useActiveSection';

const IDS = JOURNEY_SECTIONS.map(sectionId);

/** The side table of contents: a click scrolls to a section, the one in view is highlighted. */
export const JourneyToc = () => {
  const translate = useTranslate();
  const [active, setActive] = useActiveSection(IDS);
  const go = (id: string) => {
    setActive(id);
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <Paper
      component="nav"
      variant="outlined"
      aria-label={translate('portal.journey.toc')}
      sx={{ position: 'sticky', top: 80, py: 1 }}
    >
      <Typography variant="overline" sx={{ px: 2 }}>
        {translate('portal.journey.toc')}
      </Typography>
      <List dense disablePadding>
        {JOURNEY_SECTIONS.map((section) => {
          const id = sectionId(section);
          return (
            // Each link in its own list item: a list holds only list items (axe 'list').
            <ListItem key={section} disablePadding>
              <ListItemButton
                component="a"
                href={`#${id}`}
                selected={active === id}
                aria-current={active === id ? 'location' : undefined}
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  go(id);
                }}
              >
                <ListItemText primary={translate(`portal.journey.sections.${section}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
};
