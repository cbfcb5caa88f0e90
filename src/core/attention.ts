/**
 * Caseload triage (issue 14): the attention flags, their thresholds and the rules that raise
 * them. Pure: the server computes the write-time flags with these functions and the time-based
 * ones in SQL from the same constants; the portal names, orders and explains the same codes.
 * Flags are derived from the data the app posts, never typed in by hand.
 */
import { reliableChangeOf } from './reliableChange';
import type { Questionnaire } from './severity';

/** Every flag, in the order the portal shows them (`schemas/attention-code.json` keeps it too). */
export const ATTENTION_CODES = [
  'severe_score',
  'reliable_deterioration',
  'low_mood',
  'disengaged',
  'overdue_questionnaire',
] as const;

export type AttentionCode = (typeof ATTENTION_CODES)[number];

export function isAttentionCode(value: string): value is AttentionCode {
  return (ATTENTION_CODES as readonly string[]).includes(value);
}

/** `severe_score`: the latest total at or above these (the scales' own severe bands). */
export const SEVERE_SCORE_FROM: Record<Questionnaire, number> = {
  phq8: 20,
  gad7: 15,
  wsas: 20,
};

/** `low_mood`: a mood of this or lower ... */
export const LOW_MOOD_AT_MOST = 2;
/** ... on this many check-ins in a row, the latest ones. */
export const LOW_MOOD_RUN = 5;

/** `disengaged`: no session for this many days or more, however long ago the last one was. */
export const DISENGAGED_AFTER_DAYS = 14;

/** `overdue_questionnaire`: no PHQ-8 for this many days (spec: questionnaires every two weeks). */
export const OVERDUE_QUESTIONNAIRE_DAYS = 21;

/** The first and the latest total of one questionnaire, by the time the app says it was answered. */
export interface FirstAndLatest {
  first: number;
  latest: number;
}

export type ScoreFacts = Partial<Record<Questionnaire, FirstAndLatest>>;

const QUESTIONNAIRES: Questionnaire[] = ['phq8', 'gad7', 'wsas'];

export function isSevereScore(scores: ScoreFacts): boolean {
  return QUESTIONNAIRES.some((q) => {
    const latest = scores[q]?.latest;
    return latest !== undefined && latest >= SEVERE_SCORE_FROM[q];
  });
}

/** The journey's own reliable change index (src/core/reliableChange), latest against first. */
export function isReliableDeterioration(scores: ScoreFacts): boolean {
  return QUESTIONNAIRES.some((q) => {
    const facts = scores[q];
    return (
      facts !== undefined && reliableChangeOf(q, facts.first, facts.latest) === 'deterioration'
    );
  });
}

/** How many of the latest moods (newest first) are low in a row, at most `LOW_MOOD_RUN`. */
export function lowMoodRun(latestMoodsNewestFirst: number[]): number {
  let run = 0;
  for (const mood of latestMoodsNewestFirst.slice(0, LOW_MOOD_RUN)) {
    if (mood > LOW_MOOD_AT_MOST) {
      break;
    }
    run += 1;
  }
  return run;
}

export function isLowMood(run: number): boolean {
  return run >= LOW_MOOD_RUN;
}

/**
 * What a flag rests on, as numbers where higher is worse: an acknowledgement holds while none of
 * them rises (a new, worse value raises the flag again). Disengagement and an overdue
 * questionnaire only clear; they do not worsen by a value.
 */
export type AttentionEvidence = Record<string, number>;

export interface AttentionFacts {
  scores: ScoreFacts;
  /** Low moods in the latest run and how many of those are the lowest mood (1). */
  lowMoodRun: number;
  lowestMoods: number;
}

export function evidenceOf(code: AttentionCode, facts: AttentionFacts): AttentionEvidence {
  // Only the scales that raise the flag: another scale joining them is a worse state too.
  const latestOf = (raises: (q: Questionnaire, facts: FirstAndLatest) => boolean) => {
    const result: AttentionEvidence = {};
    for (const q of QUESTIONNAIRES) {
      const scale = facts.scores[q];
      if (scale !== undefined && raises(q, scale)) {
        result[q] = scale.latest;
      }
    }
    return result;
  };
  switch (code) {
    case 'severe_score':
      return latestOf((q, scale) => isSevereScore({ [q]: scale }));
    case 'reliable_deterioration':
      return latestOf((q, scale) => isReliableDeterioration({ [q]: scale }));
    case 'low_mood':
      return { lowest_moods: facts.lowestMoods };
    case 'disengaged':
    case 'overdue_questionnaire':
      return {};
  }
}

/** Whether `now` is worse than `acknowledged`: any number rose, or a new one appeared. */
export function isWorse(acknowledged: AttentionEvidence, now: AttentionEvidence): boolean {
  return Object.entries(now).some(([key, value]) => {
    const before = acknowledged[key];
    return before === undefined || value > before;
  });
}
