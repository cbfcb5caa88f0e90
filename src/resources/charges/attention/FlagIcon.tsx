import AssignmentLateIcon from '@mui/icons-material/AssignmentLate';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import SentimentVeryDissatisfiedIcon from '@mui/icons-material/SentimentVeryDissatisfied';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { SvgIconProps } from '@mui/material';

import type { AttentionCode } from '../../../../core/attention';

const ICONS: Record<AttentionCode, typeof WarningAmberIcon> = {
  severe_score: WarningAmberIcon,
  reliable_deterioration: TrendingUpIcon,
  low_mood: SentimentVeryDissatisfiedIcon,
  disengaged: EventBusyIcon,
  overdue_questionnaire: AssignmentLateIcon,
};

/** One flag's icon; decorative (its name is said by the text or label beside it). */
export const FlagIcon = ({ code, ...props }: { code: AttentionCode } & SvgIconProps) => {
  const Icon = ICONS[code];
  return <Icon aria-hidden {...props} />;
};
