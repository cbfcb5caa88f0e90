import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Box, Chip, Tooltip, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';

import { FLAG_SEVERITY, isAttentionCode } from '../../../../core/attention';
import { bandColors } from '../../../journey/questionnaires/severityColors';
import { readableText } from '../../../journey/shared/contrast';
import { Empty } from '../../../engine/RelativeDate';
import { formatDate } from '../../../engine/formatDate';
import type { AttentionFlag } from '../../../../core/generated/attention-flag';
import { FlagIcon } from './FlagIcon';
import { useTimeZone } from '../../../shared/TimeZoneContext';
import { flagName, flagReason } from './attentionText';
import { flagEvidenceText } from './flagEvidenceText';

const isFlag = (value: unknown): value is AttentionFlag =>
  typeof value === 'object' &&
  value !== null &&
  isAttentionCode(String((value as { code?: unknown }).code));

/**
 * A charge's raised flags in the list, each a chip that says what raised it ("Severe score:
 * PHQ-8 22, Nov 12, 2026"), with its plain reason on hover and on keyboard focus. An open flag is
 * filled in its severity's colour (the score bands', darkest red for a severe score, with black or
 * white text at 4.5:1); an acknowledged one is outlined and quiet, with a check, and says who
 * acknowledged it and when. Nothing when the caller has no consent (null).
 */
export const AttentionIcons = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const mode = useTheme().palette.mode;
  if (!Array.isArray(value)) {
    return <Empty />;
  }
  const flags = value.filter(isFlag);
  if (flags.length === 0) {
    return <span className="attention-none">{translate('portal.attention.none')}</span>;
  }
  return (
    <Box
      component="ul"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        m: 0,
        p: 0,
        listStyle: 'none',
        // A table column would squeeze the chips to a word a line; a card's value column is
        // narrower than that at 360 px and wraps them instead.
        'td &': { minWidth: '11rem' },
      }}
    >
      {flags.map(({ code, evidence, acknowledged }) => {
        const label = `${translate(flagName(code))}: ${flagEvidenceText(code, evidence, translate, timeZone)}`;
        const [key, values] = flagReason(code);
        const state = acknowledged
          ? translate('portal.attention.acknowledged_by', {
              name: acknowledged.by,
              date: formatDate(acknowledged.at, translate, timeZone),
            })
          : translate('portal.attention.open_flag');
        const fill = bandColors(FLAG_SEVERITY[code], mode).chip;
        return (
          <li key={code}>
            <Tooltip title={`${label}. ${translate(key, values)} ${state}.`} describeChild>
              <Chip
                size="small"
                tabIndex={0}
                data-flag={code}
                data-state={acknowledged ? 'acknowledged' : 'open'}
                data-severity={acknowledged ? undefined : FLAG_SEVERITY[code]}
                variant={acknowledged ? 'outlined' : 'filled'}
                icon={
                  acknowledged ? (
                    <CheckCircleOutlineIcon aria-hidden />
                  ) : (
                    <FlagIcon code={code} fontSize="small" />
                  )
                }
                label={label}
                sx={[
                  {
                    height: 'auto',
                    maxWidth: '100%',
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                  },
                  !acknowledged && {
                    bgcolor: fill,
                    color: readableText(fill),
                    '& .MuiChip-icon': { color: 'inherit' },
                  },
                ]}
              />
            </Tooltip>
          </li>
        );
      })}
    </Box>
  );
};
