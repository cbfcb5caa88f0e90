import { SCORE_SCALES, type Questionnaire } from '../../../core/severity';
import type { Gad7 } from '../../../core/generated/gad7';
import type { Phq8 } from '../../../core/generated/phq8';
import type { Wsas } from '../../../core/generated/wsas';

/** One served answer of any of the three scored questionnaires. */
export type ScoreEntry = Phq8 | Gad7 | Wsas;

/** Spec section 9: answers per questionnaire, their range and the total's range. */
export const QUESTIONNAIRES: Record<
  Questionnaire,
  { answers: number; answerMax: number; totalMax: number; labels: 'answers' | 'wsas_answers' }
> = {
  phq8: { answers: 8, answerMax: 3, totalMax: 24, labels: 'answers' },
  gad7: { answers: 7, answerMax: 3, totalMax: 21, labels: 'answers' },
  wsas: { answers: 5, answerMax: 8, totalMax: 40, labels: 'wsas_answers' },
};

export { SCORE_SCALES };

/** The numbers a questionnaire's info text states, from the constants the charts use. */
export const infoArgs = (questionnaire: Questionnaire) => ({
  answer_max: QUESTIONNAIRES[questionnaire].answerMax,
  total_max: QUESTIONNAIRES[questionnaire].totalMax,
  healthy_below: SCORE_SCALES[questionnaire].healthyBelow,
});
