import { describe, expect, it } from 'vitest';

import { englishMessages } from '../../../i18n/en';
import phq8Schema from '../../../schemas/phq8.json';
import { infoArgs, QUESTIONNAIRES, SCORE_SCALES } from './questionnaires';

describe('a questionnaire info text', () => {
  it('takes its ranges from the constants the charts and the schema use', () => {
    expect(infoArgs('phq8')).toEqual({
      answer_max: QUESTIONNAIRES.phq8.answerMax,
      total_max: QUESTIONNAIRES.phq8.totalMax,
      healthy_below: SCORE_SCALES.phq8.healthyBelow,
    });
    expect(QUESTIONNAIRES.phq8.totalMax).toBe(phq8Schema.properties.totalScore.maximum);
    for (const name of ['phq8', 'gad7', 'wsas'] as const) {
      expect(englishMessages.portal.journey.info[name]).toContain('%{total_max}');
    }
  });
});
