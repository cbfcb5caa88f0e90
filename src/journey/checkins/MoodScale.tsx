import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { CHECKIN_MAX, CHECKIN_MIN } from './checkinSeries';
import { readableText } from '../shared/contrast';
import { MOOD_COLORS } from './moodColors';

const LEVELS = Array.from({ length: CHECKIN_MAX - CHECKIN_MIN + 1 }, (_, i) => CHECKIN_MIN + i);

/** A mood score as a chip in its colour. */
export const MoodChip = ({ mood }: { mood: number }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      label={`${mood} ${translate(`portal.journey.checkins.mood_levels.${mood}`)}`}
      sx={{
        bgcolor: MOOD_COLORS[mood],
        // Text that passes 4.5:1 on every level's colour (white fails on orange and yellow).
        color: readableText(MOOD_COLORS[mood] ?? '#ffffff'),
        fontWeight: 600,
      }}
    />
  );
};

/** The coloured mood scale, 1 to 5. */
export const MoodScale = () => {
  const translate = useTranslate();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
      role="list"
      aria-label={translate('portal.journey.checkins.mood_scale')}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('portal.journey.checkins.mood_scale')}
      </Typography>
      {LEVELS.map((mood) => (
        <Box role="listitem" key={mood}>
          <MoodChip mood={mood} />
        </Box>
      ))}
    </Box>
  );
};
