import { useMediaQuery, type Theme } from '@mui/material';
import { Sidebar, useTranslate, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar. On phones it is a temporary drawer, whose paper is a role=dialog:
 * named here after the navigation it holds (axe aria-dialog-name). The permanent drawer of wider
 * screens is no dialog and takes no name.
 */
export const PortalSidebar = (props: SidebarProps) => {
  const translate = useTranslate();
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <Sidebar
      {...props}
      slotProps={
        isXSmall
          ? { paper: { 'aria-label': translate('portal.shell.menu.navigation') } }
          : props.slotProps
      }
    />
  );
};
