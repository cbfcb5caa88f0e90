import { Box, Typography, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

import { severityBands, type Questionnaire } from '../../../core/severity';
import { bandColors } from './severityColors';

/**
 * Names the severity zones of a score chart beside their colours and ranges, under the chart:
 * a label inside the plot would lie under the line or a marker at some width.
 */
export const ScoreBandLegend = ({ questionnaire }: { questionnaire: Questionnaire }) => {
  const translate = useTranslate();
  const mode = useTheme().palette.mode;
  return (
    <Box
      component="ul"
      data-testid={`${questionnaire}-band-legend`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {severityBands(questionnaire).map((band) => {
        const colors = bandColors(band.severity, mode);
        return (
          <Box
            component="li"
            key={band.severity}
            sx={{
              px: 0.75,
              borderRadius: 0.5,
              bgcolor: colors.zone,
              color: colors.ink,
              borderLeft: 3,
              borderLeftColor: colors.ink,
            }}
          >
            <Typography variant="caption" sx={{ fontWeight: 600 }} data-zone-label={band.severity}>
              {translate(`portal.journey.scores.severity.${band.severity}`)}
            </Typography>{' '}
            <Typography variant="caption">
              {band.to === null
                ? translate('portal.journey.scores.from_up', { from: band.from })
                : translate('portal.journey.scores.from_to', { from: band.from, to: band.to })}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};
