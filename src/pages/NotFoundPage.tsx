import ExploreOff from '@mui/icons-material/ExploreOff';
import Home from '@mui/icons-material/Home';
import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';

import { BackButton } from '../layout/BackButton';
import { MessagePage } from './MessagePage';

/** Spec section 2, catch-all: the spec's sentence with Go Home and Go Back. */
export const NotFoundPage = () => {
  const translate = useTranslate();
  return (
    <MessagePage
      inLayout
      icon={<ExploreOff />}
      title="portal.shell.not_found.title"
      message="portal.shell.not_found.message"
      actions={
        <>
          <Button variant="contained" startIcon={<Home />} component={RouterLink} to="/">
            {translate('portal.shell.not_found.go_home')}
          </Button>
          <BackButton variant="outlined" label="portal.shell.not_found.go_back" />
        </>
      }
    />
  );
};
