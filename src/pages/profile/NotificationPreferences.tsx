import { MenuItem, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';

import { useApi } from '../../app/ApiContext';
import type { NotificationPreferences as Preferences } from '../../../core/generated/notification-preferences';
import {
  NOTIFICATION_DELIVERIES,
  type NotificationDelivery,
  type NotificationKind,
} from '../../../core/notificationDelivery';
import { NOTIFICATION_KINDS } from '../../../core/notifications';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { StatusBox } from '../../shared/StatusBox';
import { useSnackbar } from '../../shared/useSnackbar';

const PATH = 'users/profile/notification-preferences/';
/** Cleared with the rest of the query cache on logout. */
const PREFERENCES_KEY = ['portal', 'notification-preferences'];

/**
 * How each kind of notification reaches me: one select per kind, saved to the server as soon as
 * it changes (unlike the display settings above, which stay in this browser).
 */
export const NotificationPreferences = () => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const headingId = useId();
  const [saving, setSaving] = useState<NotificationKind>();
  const { data, error, refetch } = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: async ({ signal }) => (await httpClient<Preferences>(PATH, { signal })).json,
  });

  const change = async (kind: NotificationKind, delivery: NotificationDelivery) => {
    setSaving(kind);
    try {
      const { json } = await httpClient<Preferences>(PATH, {
        method: 'PUT',
        body: { [kind]: delivery },
      });
      queryClient.setQueryData(PREFERENCES_KEY, json);
      snackbar('portal.notification_delivery.saved', { variant: 'success' });
    } catch (failure) {
      snackbar(errorMessageOf(failure), { variant: 'error' });
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 2, width: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2">
        {translate('portal.notification_delivery.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: '60ch' }}>
        {translate('portal.notification_delivery.intro')}
      </Typography>
      {error ? (
        <StatusBox variant="error" message={errorMessageOf(error)} onRetry={() => void refetch()} />
      ) : (
        <Stack
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            maxWidth: 760,
          }}
        >
          {NOTIFICATION_KINDS.map((kind) =>
            data ? (
              <TextField
                key={kind}
                select
                size="small"
                variant="outlined"
                margin="none"
                label={translate(`portal.notification_delivery.kinds.${kind}`)}
                value={data[kind]}
                disabled={saving === kind}
                onChange={(event) => void change(kind, event.target.value as NotificationDelivery)}
              >
                {NOTIFICATION_DELIVERIES.map((delivery) => (
                  <MenuItem key={delivery} value={delivery}>
                    {translate(`portal.notification_delivery.deliveries.${delivery}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Skeleton key={kind} animation="wave" height={40} />
            ),
          )}
        </Stack>
      )}
    </Stack>
  );
};
