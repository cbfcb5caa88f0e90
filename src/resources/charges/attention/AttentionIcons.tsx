import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { isAttentionCode } from '../../../core/attention';
import { Empty } from '../../../engine/RelativeDate';
import { FlagIcon } from './FlagIcon';
import { flagName, flagReason } from './attentionText';

/**
 * A charge's raised flags in the list: an icon per flag, named for screen readers, with its
 * plain reason on hover and on keyboard focus. Nothing when the caller has no consent (null).
 */
export const AttentionIcons = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  if (!Array.isArray(value)) {
    return <Empty />;
  }
  const codes = value.filter(
    (code): code is Parameters<typeof flagName>[0] =>
      typeof code === 'string' && isAttentionCode(code),
  );
  if (codes.length === 0) {
    return <span className="attention-none">{translate('portal.attention.none')}</span>;
  }
  return (
    <Box component="ul" sx={{ display: 'flex', gap: 0.5, m: 0, p: 0, listStyle: 'none' }}>
      {codes.map((code) => {
        const name = translate(flagName(code));
        const [key, values] = flagReason(code);
        return (
          <li key={code}>
            <Tooltip title={`${name}: ${translate(key, values)}`} describeChild>
              <Box
                component="span"
                tabIndex={0}
                role="img"
                aria-label={name}
                data-flag={code}
                sx={{ display: 'inline-flex', color: 'warning.main', borderRadius: 1 }}
              >
                <FlagIcon code={code} fontSize="small" />
              </Box>
            </Tooltip>
          </li>
        );
      })}
    </Box>
  );
};
