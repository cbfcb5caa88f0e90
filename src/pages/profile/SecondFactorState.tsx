import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatDay } from '../../engine/formatDate';
import { wallClock } from '../../shared/wallClock';
import type { Profile } from '../../../core/generated/profile';

/**
 * Whether the second factor is on (since its day on the portal's calendar) with
 * "Turn off", or off with "Set up". A role that must use one (`secondFactorRequired`) is told so
 * instead of offered "Turn off" (the API refuses it too).
 */
export const SecondFactorState = ({
  profile,
  onSetUp,
  onTurnOff,
}: {
  profile: Profile;
  onSetUp: () => void;
  onTurnOff: () => void;
}) => {
  const translate = useTranslate();
  const since = profile.secondFactorSince;
  // The day always reads in full ('Mon D, YYYY'), never 'yesterday'.
  const wall = since ? wallClock(since, profile.timeZone) : null;
  const date = wall ? formatDay(wall, translate) : '';
  return (
    <Stack
      direction="row"
      sx={{ alignItems: 'center', columnGap: 2, rowGap: 0.5, flexWrap: 'wrap' }}
    >
      <span>
        {since
          ? translate('portal.profile.mfa.on_since', { date })
          : translate('portal.profile.mfa.off')}
      </span>
      {since && profile.secondFactorRequired ? (
        <Typography variant="body2" component="span" color="text.secondary">
          {translate('portal.profile.mfa.required')}
        </Typography>
      ) : (
        <Button
          size="small"
          variant="outlined"
          color={since ? 'error' : 'primary'}
          // Within the text's line height, so the row lines up with its label.
          sx={{ my: -0.5 }}
          // The visible word starts the name, which says what it acts on (label in name).
          aria-label={translate(
            since ? 'portal.profile.mfa.turn_off_title' : 'portal.profile.mfa.open',
          )}
          onClick={since ? onTurnOff : onSetUp}
        >
          {translate(since ? 'portal.profile.mfa.turn_off' : 'portal.profile.mfa.set_up')}
        </Button>
      )}
    </Stack>
  );
};
