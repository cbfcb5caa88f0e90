/**
 * Caseload triage: the attention flags, their thresholds and the rules that raise
 * them. Pure: the server computes the write-time flags with these functions and the time-based
 * ones in SQL from the same constants; the portal names, orders and explains the same codes.
 * Flags are derived from the data the app posts, never typed in by hand.
 */
import { reliableChangeOf } from './reliableChange';
import { QUESTIONNAIRES, type Questionnaire, type Severity } from './severity';

/** Every flag, in the order the portal shows them (`schemas/attention-code.json` keeps it too). */
export const ATTENTION_CODES = [
  'severe_score',
  'reliable_deterioration',
  'low_mood',
  'disengaged',
  'overdue_questionnaire',
] as const;

export type AttentionCode = (typeof ATTENTION_CODES)[number];

/**
 * How alarming each open flag is, as the severity band whose colour it wears: the clinical
 * attention order (server/repositories/attentionSql.ts), severe scores first as the darkest red,
 * then deterioration, low mood, and the flags that say a client has gone quiet.
 */
export const FLAG_SEVERITY: Record<AttentionCode, Severity> = {
  severe_score: 'severe',
  reliable_deterioration: 'moderately_severe',
  low_mood: 'moderate',
  disengaged: 'mild',
  overdue_questionnaire: 'mild',
};

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

export function isSevereScore(scores: ScoreFacts): boolean {
  return QUESTIONNAIRES.some((q) => {
    const latest = scores[q]?.latest;
    return latest !== undefined && latest >= SEVERE_SCORE_FROM[q];
  });
}

/** The journey's own reliable change index (core/reliableChange), latest against first. */
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

/**
 * A scale's latest answer's time beside its first and latest totals, for a flag's evidence.
 * `Time` is a time as the facts were read (`flagEvidence` only passes one on).
 */
export interface DatedScale<Time = string> extends FirstAndLatest {
  latestAt: Time | null;
}

/** What a raised flag's evidence is read from (server/presenters/attention.ts builds it). */
export interface EvidenceFacts<Time = string> {
  scores: Partial<Record<Questionnaire, DatedScale<Time>>>;
  lowMoodRun: number;
  latestCheckinAt: Time | null;
  latestSession: Time | null;
}

/**
 * What raised a flag, as the list, the journey's flag panel and the CSV show it
 * (schemas/attention-flag.json): the scale and its latest total, the change from the first
 * answer, the low moods in a row, and when (the answer, the latest check-in, the last session).
 */
export interface FlagEvidence<Time = string> {
  code: AttentionCode;
  scale: Questionnaire | null;
  score: number | null;
  change: number | null;
  count: number | null;
  at: Time | null;
}

export function flagEvidence<Time = string>(
  code: AttentionCode,
  facts: EvidenceFacts<Time>,
): FlagEvidence<Time> {
  const none: FlagEvidence<Time> = {
    code,
    scale: null,
    score: null,
    change: null,
    count: null,
    at: null,
  };
  // The first scale that raises the flag, in the portal's order of scales.
  const raising = (raises: (q: Questionnaire, scale: FirstAndLatest) => boolean) => {
    const q = QUESTIONNAIRES.find((each) => {
      const scale = facts.scores[each];
      return scale !== undefined && raises(each, scale);
    });
    const scale = q === undefined ? undefined : facts.scores[q];
    return q === undefined || scale === undefined
      ? none
      : { ...none, scale: q, score: scale.latest, at: scale.latestAt };
  };
  switch (code) {
    case 'severe_score':
      return raising((q, scale) => isSevereScore({ [q]: scale }));
    case 'reliable_deterioration': {
      const evidence = raising((q, scale) => isReliableDeterioration({ [q]: scale }));
      const scale = evidence.scale === null ? undefined : facts.scores[evidence.scale];
      return scale ? { ...evidence, change: scale.latest - scale.first } : evidence;
    }
    case 'low_mood':
      return { ...none, count: facts.lowMoodRun, at: facts.latestCheckinAt };
    case 'disengaged':
      return { ...none, at: facts.latestSession };
    case 'overdue_questionnaire': {
      const phq8 = facts.scores.phq8;
      return { ...none, scale: 'phq8', score: phq8?.latest ?? null, at: phq8?.latestAt ?? null };
    }
  }
}
