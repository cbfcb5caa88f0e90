import {
  DISENGAGED_AFTER_DAYS,
  LOW_MOOD_AT_MOST,
  LOW_MOOD_RUN,
  OVERDUE_QUESTIONNAIRE_DAYS,
  SEVERE_SCORE_FROM,
  type AttentionCode,
} from '../../../../core/attention';

/** The i18n key of a flag's short name. */
export const flagName = (code: AttentionCode) => `portal.attention.flags.${code}`;

/** A flag's plain reason: its i18n key and the thresholds it names, from the shared rules. */
export function flagReason(code: AttentionCode): [string, Record<string, number>] {
  const key = `portal.attention.reasons.${code}`;
  switch (code) {
    case 'severe_score':
      return [key, SEVERE_SCORE_FROM];
    case 'reliable_deterioration':
      return [key, {}];
    case 'low_mood':
      return [key, { mood: LOW_MOOD_AT_MOST, run: LOW_MOOD_RUN }];
    case 'disengaged':
      return [key, { days: DISENGAGED_AFTER_DAYS }];
    case 'overdue_questionnaire':
      return [key, { days: OVERDUE_QUESTIONNAIRE_DAYS }];
  }
}
