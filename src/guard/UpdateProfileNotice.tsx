import PersonOutline from '@mui/icons-material/PersonOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Link,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';

import { TermsDialog } from '../pages/terms/TermsDialog';

export const PROFILE_UPDATE_PATH = '/profile?update=true';

/**
 * Spec section 2: what a user whose names are missing sees instead of the page. It lists the
 * missing First Name and Last Name, links to the terms (in a modal) and proceeds to the profile
 * with its update dialog open.
 */
export const UpdateProfileNotice = () => {
  const translate = useTranslate();
  const [termsOpen, setTermsOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 }, px: 1 }}>
      <Title title="portal.shell.update_profile.title" />
      <Card variant="outlined" sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('portal.shell.update_profile.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('portal.shell.update_profile.message')}
          </Typography>
          <List dense>
            {(['first_name', 'last_name'] as const).map((field) => (
              <ListItem key={field}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <PersonOutline color="primary" />
                </ListItemIcon>
                <ListItemText primary={translate(`portal.shell.update_profile.${field}`)} />
              </ListItem>
            ))}
          </List>
          <Link component="button" type="button" onClick={() => setTermsOpen(true)}>
            {translate('portal.shell.update_profile.terms_link')}
          </Link>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
          <Button variant="contained" component={RouterLink} to={PROFILE_UPDATE_PATH}>
            {translate('portal.shell.update_profile.proceed')}
          </Button>
        </CardActions>
      </Card>
      <TermsDialog open={termsOpen} onClose={() => setTermsOpen(false)} />
    </Box>
  );
};
