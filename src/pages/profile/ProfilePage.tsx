import Lock from '@mui/icons-material/Lock';
import Edit from '@mui/icons-material/Edit';
import { Alert, Box, Button, Card, CardContent, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useLocation, useNavigate, useTranslate } from 'react-admin';

import { StatusBox } from '../../shared/StatusBox';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { ProfileDetails } from './ProfileDetails';
import { SecondFactorDialog } from './SecondFactorDialog';
import { SecondFactorState } from './SecondFactorState';
import { SettingsTab } from './SettingsTab';
import { TurnOffSecondFactorDialog } from './TurnOffSecondFactorDialog';
import { UpdatePasswordDialog } from './UpdatePasswordDialog';
import { UpdateProfileDialog } from './UpdateProfileDialog';
import { useAutoOpen } from './useAutoOpen';
import { useProfile } from './useProfile';

type TabName = 'profile' | 'settings';

/**
 * Spec section 2, profile: tabs profile and settings (`tab=settings` opens the second);
 * `signup=true` shows the signup banner until it is dismissed (closing the update dialog or
 * changing tabs keeps it); `update=true` opens the update-profile dialog after 200 ms, and
 * closing it returns to the plain profile.
 */
export const ProfilePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const query = new URLSearchParams(useLocation().search);
  const tab: TabName = query.get('tab') === 'settings' ? 'settings' : 'profile';
  const signup = query.get('signup') === 'true';
  /** The profile's path with the given query, keeping the signup banner unless dismissed. */
  const profilePath = (next: { tab?: TabName; update?: boolean; signup?: boolean }) => {
    const search = new URLSearchParams();
    if (next.tab === 'settings') {
      search.set('tab', 'settings');
    }
    if (next.update) {
      search.set('update', 'true');
    }
    if (next.signup ?? signup) {
      search.set('signup', 'true');
    }
    const text = search.toString();
    return text === '' ? '/profile' : `/profile?${text}`;
  };
  const { data: profile, error, refetch } = useProfile();
  const updateOpen = useAutoOpen(query.get('update') === 'true');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [secondFactorOpen, setSecondFactorOpen] = useState(false);
  const [turnOffOpen, setTurnOffOpen] = useState(false);
  const closeUpdate = () => navigate(profilePath({ tab }), { replace: true });

  return (
    <Box sx={{ py: 2, px: { xs: 0, sm: 1 }, maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Title title="portal.profile.title" />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 2 }}
      >
        {translate('portal.profile.title')}
      </Typography>
      {signup && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          closeText={translate('portal.shared.close')}
          onClose={() => navigate(profilePath({ tab, signup: false }), { replace: true })}
        >
          {translate('portal.profile.signup_success')}
        </Alert>
      )}
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: TabName) =>
            navigate(profilePath({ tab: next }), { replace: true })
          }
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          <Tab value="profile" label={translate('portal.profile.tabs.profile')} />
          <Tab value="settings" label={translate('portal.profile.tabs.settings')} />
        </Tabs>
        <CardContent role="tabpanel" sx={{ p: { xs: 2, sm: 3 } }}>
          {tab === 'settings' ? (
            <SettingsTab />
          ) : error ? (
            <StatusBox
              variant="error"
              message={errorMessageOf(error)}
              onRetry={() => void refetch()}
            />
          ) : (
            <>
              <ProfileDetails
                profile={profile}
                secondFactor={
                  profile && (
                    <SecondFactorState
                      profile={profile}
                      onSetUp={() => setSecondFactorOpen(true)}
                      onTurnOff={() => setTurnOffOpen(true)}
                    />
                  )
                }
              />
              <Stack direction="row" sx={{ gap: 1, mt: 3, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  startIcon={<Edit />}
                  disabled={!profile}
                  onClick={() => navigate(profilePath({ update: true }))}
                >
                  {translate('portal.profile.update_profile.open')}
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Lock />}
                  onClick={() => setPasswordOpen(true)}
                >
                  {translate('portal.profile.update_password.open')}
                </Button>
              </Stack>
            </>
          )}
        </CardContent>
      </Card>
      {profile && <UpdateProfileDialog open={updateOpen} onClose={closeUpdate} profile={profile} />}
      <UpdatePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
      <SecondFactorDialog
        open={secondFactorOpen}
        onClose={() => {
          setSecondFactorOpen(false);
          // Confirmed or not, the profile says again whether the factor is on.
          void refetch();
        }}
      />
      <TurnOffSecondFactorDialog
        open={turnOffOpen}
        onClose={() => setTurnOffOpen(false)}
        onTurnedOff={() => void refetch()}
      />
    </Box>
  );
};
