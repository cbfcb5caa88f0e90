import { MenuItemLink, useSidebarState, type MenuItemLinkProps } from 'react-admin';

/**
 * A side-menu entry. Open, long labels (isiZulu's are) wrap instead of being cut; collapsed,
 * only the icon shows, with the label as its tooltip (react-admin's behaviour).
 */
export const NavItem = (props: MenuItemLinkProps) => {
  const [open] = useSidebarState();
  return (
    <MenuItemLink
      {...props}
      sx={
        open
          ? {
              py: 0.75,
              // react-admin writes the label in a noWrap Typography.
              '& .MuiTypography-noWrap': { whiteSpace: 'normal', lineHeight: 1.3 },
            }
          : undefined
      }
    />
  );
};
