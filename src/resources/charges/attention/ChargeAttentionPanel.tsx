import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Button, Paper, Skeleton, Typography, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { FLAG_SEVERITY, type AttentionCode } from '../../../../core/attention';
import { bandColors } from '../../../journey/questionnaires/severityColors';
import { formatFullDate } from '../../../engine/formatDate';
import type { AttentionAcknowledgement } from '../../../../core/generated/attention-acknowledgement';
import { AcknowledgeDialog } from './AcknowledgeDialog';
import { AttentionLegend } from './AttentionLegend';
import { FlagIcon } from './FlagIcon';
import { useTimeZone } from '../../../shared/TimeZoneContext';
import { flagName, flagReason } from './attentionText';
import { flagEvidenceText } from './flagEvidenceText';
import { useChargeAttention } from './useChargeAttention';

const Acknowledged = ({ acknowledgement }: { acknowledgement: AttentionAcknowledgement }) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  return (
    <Typography variant="body2" data-testid="acknowledged">
      {translate('portal.attention.charge.acknowledged', {
        name: acknowledgement.acknowledgedBy.fullName || acknowledgement.acknowledgedBy.email,
        date: formatFullDate(acknowledgement.acknowledgedAt, translate, timeZone),
        note: acknowledgement.note,
      })}
    </Typography>
  );
};

/**
 * The top of a charge's journey: the raised flags with their reasons, each either
 * acknowledged (who, when, the note) or with its Acknowledge action, then every acknowledgement.
 * What no flag screens for is said right below, in the journey's notice beside "not a diagnosis".
 */
export const ChargeAttentionPanel = ({ uuid }: { uuid: string }) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const mode = useTheme().palette.mode;
  const { data, isPending } = useChargeAttention(uuid);
  const [acknowledging, setAcknowledging] = useState<AttentionCode | null>(null);
  if (isPending) {
    return <Skeleton variant="rounded" height={80} />;
  }
  if (!data || data.permissionDenied) {
    return null;
  }
  const flags = data.flags ?? [];
  const history = data.history ?? [];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="charge-attention-title"
      data-testid="charge-attention"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id="charge-attention-title" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {translate('portal.attention.charge.title')}
        </Typography>
        <AttentionLegend />
      </Box>
      {flags.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('portal.attention.charge.nothing')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
          {flags.map(({ code, evidence, acknowledgement }) => {
            const [key, values] = flagReason(code);
            // Open: a bar in its severity's colour; acknowledged: quiet, with a check.
            const fill = bandColors(FLAG_SEVERITY[code], mode).chip;
            return (
              <Box
                component="li"
                key={code}
                data-flag={code}
                data-state={acknowledgement ? 'acknowledged' : 'open'}
                sx={{
                  borderLeft: 4,
                  borderColor: acknowledgement ? 'divider' : fill,
                  pl: 1.5,
                }}
              >
                <Typography
                  component="h3"
                  variant="subtitle2"
                  sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
                >
                  {acknowledgement ? (
                    <CheckCircleOutlineIcon aria-hidden fontSize="small" color="action" />
                  ) : (
                    <FlagIcon code={code} fontSize="small" sx={{ color: fill }} />
                  )}
                  {`${translate(flagName(code))}: ${flagEvidenceText(code, evidence, translate, timeZone)}`}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(key, values)}
                </Typography>
                {acknowledgement ? (
                  <Acknowledged acknowledgement={acknowledgement} />
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ mt: 0.5 }}
                    onClick={() => setAcknowledging(code)}
                    aria-label={`${translate('portal.attention.charge.acknowledge')}: ${translate(flagName(code))}`}
                  >
                    {translate('portal.attention.charge.acknowledge')}
                  </Button>
                )}
              </Box>
            );
          })}
        </Box>
      )}
      <Box component="details" data-testid="acknowledgement-history">
        <Typography component="summary" variant="subtitle2" sx={{ cursor: 'pointer' }}>
          {translate('portal.attention.charge.history')} ({history.length})
        </Typography>
        {history.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('portal.attention.charge.no_history')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2, my: 1 }}>
            {history.map((acknowledgement) => (
              <li key={acknowledgement.id}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
                  {translate(flagName(acknowledgement.code))}
                </Typography>{' '}
                <Acknowledged acknowledgement={acknowledgement} />
                <Typography variant="caption" color="text.secondary">
                  {acknowledgement.endReason
                    ? `${translate(`portal.attention.charge.ended.${acknowledgement.endReason}`)} (${formatFullDate(acknowledgement.endedAt, translate, timeZone)})`
                    : translate('portal.attention.charge.holds')}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Box>
      {acknowledging && (
        <AcknowledgeDialog
          uuid={uuid}
          code={acknowledging}
          onClose={() => setAcknowledging(null)}
        />
      )}
    </Paper>
  );
};
