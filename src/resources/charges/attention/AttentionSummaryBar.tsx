import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { ATTENTION_CODES } from '../../../../core/attention';
import type { ListHeaderProps } from '../../../engine/ResourceList';
import { AttentionLegend } from './AttentionLegend';
import { FlagIcon } from './FlagIcon';
import { flagName } from './attentionText';
import { useAttentionSummary } from './useAttentionSummary';

/**
 * The top of My Users: how many users need attention, by reason; each reason filters
 * the list to the users it flags, and the legend explains them.
 */
export const AttentionSummaryBar = ({ filters, setFilters }: ListHeaderProps) => {
  const translate = useTranslate();
  const { data } = useAttentionSummary();
  return (
    <Box
      component="section"
      aria-labelledby="attention-summary-title"
      data-testid="attention-summary"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, py: 1 }}
    >
      <Typography id="attention-summary-title" component="h2" variant="subtitle1" sx={{ mr: 1 }}>
        {data
          ? data.total > 0
            ? translate('portal.attention.summary.count', { smart_count: data.total })
            : translate('portal.attention.summary.nobody')
          : translate('portal.attention.summary.title')}
      </Typography>
      {data &&
        ATTENTION_CODES.filter((code) => data.byCode[code] > 0).map((code) => {
          const name = translate(flagName(code));
          const active = filters.attention === code;
          return (
            <Chip
              key={code}
              icon={<FlagIcon code={code} fontSize="small" />}
              label={`${name}: ${data.byCode[code]}`}
              color={active ? 'primary' : 'default'}
              variant={active ? 'filled' : 'outlined'}
              aria-pressed={active}
              // Named by its visible text (WCAG 2.5.3); what a click does is its title.
              title={translate('portal.attention.summary.show', { flag: name })}
              data-flag={code}
              onClick={() => {
                const rest = Object.fromEntries(
                  Object.entries(filters).filter(([field]) => field !== 'attention'),
                );
                setFilters(active ? rest : { ...rest, attention: code });
              }}
            />
          );
        })}
      <AttentionLegend />
    </Box>
  );
};
