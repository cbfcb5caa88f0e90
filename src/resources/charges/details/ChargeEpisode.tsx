import EventAvailable from '@mui/icons-material/EventAvailable';
import EventBusy from '@mui/icons-material/EventBusy';
import { Box, Button, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { calendarDay } from '../../../../core/calendarDay';
import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { charges } from '../../../../resources/charges';
import { dischargeFields, episodes } from '../../../../resources/episodes';
import { formatDay } from '../../../engine/formatDate';
import { ResourceCreateDialog } from '../../../engine/ResourceCreateDialog';
import { ResourceEditDialog } from '../../../engine/ResourceEditDialog';
import { parseYearMonthDay } from '../../../shared/formatDate';
import { useTimeZone } from '../../../shared/TimeZoneContext';

type Translate = ReturnType<typeof useTranslate>;

/** A stored calendar day as the portal names it ('Nov 20, 2026'). */
function dayName(day: string, translate: Translate): string {
  const date = parseYearMonthDay(day);
  return date ? formatDay(date, translate) : day;
}

/**
 * The charge's episode of care on its page: the open one (since when) with Discharge, or the
 * last discharge (when, why, the note) with Open episode, which after a discharge starts a new
 * episode. Both are the episodes definition's forms: its create with the charge's uuid fixed, and
 * the discharge's part of its edit. Whoever sees the charge may take them; the API says so again.
 */
export const ChargeEpisode = ({ charge }: { charge: ChargeDetail }) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'open' | 'discharge' | null>(null);
  const episode = charge.latestEpisode;
  const open = episode !== null && episode.closedOn === null;
  const saved = () => {
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: [charges.name] });
    void queryClient.invalidateQueries({ queryKey: [episodes.name] });
  };
  const create = episodes.create;
  const edit = episodes.edit;
  if (!create || !edit) {
    return null;
  }
  return (
    <Box
      component="section"
      aria-labelledby="charge-episode-title"
      data-testid="charge-episode"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
    >
      <Typography id="charge-episode-title" variant="body2" color="text.secondary">
        {translate('portal.episodes.title')}
      </Typography>
      <Typography variant="body2">
        {episode === null
          ? translate('portal.episodes.none')
          : episode.closedOn === null
            ? translate('portal.episodes.current', { date: dayName(episode.openedOn, translate) })
            : translate('portal.episodes.discharged', {
                date: dayName(episode.closedOn, translate),
                reason: translate(
                  `resources.episodes.choices.dischargeReason.${episode.dischargeReason ?? 'other'}`,
                ),
              })}
      </Typography>
      {open ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventBusy />}
          onClick={() => setDialog('discharge')}
        >
          {translate('resources.episodes.discharge')}
        </Button>
      ) : (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EventAvailable />}
          onClick={() => setDialog('open')}
        >
          {translate('resources.episodes.open')}
        </Button>
      )}
      {episode?.closedOn && episode.dischargeNote && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: '100%', whiteSpace: 'pre-line' }}
        >
          {episode.dischargeNote}
        </Typography>
      )}
      <ResourceCreateDialog
        definition={episodes}
        form={{ ...create, fixed: { chargeUuid: charge.uuid } }}
        defaults={{ openedOn: calendarDay(new Date(), timeZone) }}
        open={dialog === 'open'}
        onClose={() => setDialog(null)}
        onCreated={saved}
      />
      {open && (
        <ResourceEditDialog
          definition={episodes}
          form={{
            ...edit,
            title: 'resources.episodes.discharge',
            success: 'resources.episodes.discharged',
            fields: dischargeFields,
          }}
          record={episode}
          open={dialog === 'discharge'}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
    </Box>
  );
};
