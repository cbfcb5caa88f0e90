import Close from '@mui/icons-material/Close';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** A message or i18n key. */
  title: string;
  children: ReactNode;
  /** Width on screens wider than a phone; phones get the full width. */
  width?: number;
}

/** Spec section 2: a panel that slides in from the right, over the page. */
export const SidePanel = ({ open, onClose, title, children, width = 420 }: SidePanelProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width } },
        },
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(title, { _: title })}
        </Typography>
        <IconButton aria-label={translate('portal.shell.side_panel.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ p: 2, overflowY: 'auto' }}>{children}</Box>
    </Drawer>
  );
};
