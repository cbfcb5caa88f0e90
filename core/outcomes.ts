/**
 * The outcome report's classification of an episode of care, as NHS Talking Therapies counts it
 * on the PHQ-8 and the GAD-7 together, with the WSAS apart. Pure: the API's per-episode outcome
 * rows are classified by the same rules in SQL (`outcomeSql.ts` writes them from this module's
 * settings, and a test holds the two to each other), the portal names the same figures.
 *
 * An episode counts (is "paired") when it has a first and a last score on both the PHQ-8 and the
 * GAD-7: its baseline (the last score within `EPISODE_BASELINE_LOOKBACK_DAYS` before it opened,
 * else its first score in the episode) and a later score in the episode.
 */
import { CASENESS_AT_LEAST } from './reliableChangeSettings';
import { reliableChangeOf } from './reliableChange';

/** One scale's first and last totals in an episode (absent: fewer than two scores). */
export interface ScorePair {
  first: number;
  last: number;
}

/** What the classification reads of an episode: each scale's pair, and how many scores it has. */
export interface EpisodeScores {
  phq8: { count: number; pair: ScorePair | null };
  gad7: { count: number; pair: ScorePair | null };
  wsas: { count: number; pair: ScorePair | null };
}

/** The report's figures, in the order the table shows them. */
export const OUTCOME_FIGURES = [
  'at_caseness',
  'recovered',
  'reliably_improved',
  'reliably_recovered',
  'reliably_deteriorated',
  'wsas_reliably_improved',
  'wsas_reliably_deteriorated',
] as const;
export type OutcomeFigure = (typeof OUTCOME_FIGURES)[number];

/** Why a closed episode is left out of the figures: no first score, or a first but no last. */
export const EXCLUSION_REASONS = ['no_first_score', 'no_last_score'] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** An episode's place in each figure: whether it is in the figure's denominator and numerator. */
export interface EpisodeOutcome {
  /** Paired on both the PHQ-8 and the GAD-7; else why not. */
  paired: boolean;
  excluded: ExclusionReason | null;
  denominators: Record<OutcomeFigure, boolean>;
  numerators: Record<OutcomeFigure, boolean>;
}

const isCase = (phq8: number, gad7: number) =>
  phq8 >= CASENESS_AT_LEAST.phq8 || gad7 >= CASENESS_AT_LEAST.gad7;

/**
 * An episode's outcome. Denominators: caseness, reliable improvement and reliable deterioration
 * count every paired episode; recovery and reliable recovery the paired episodes at caseness at
 * the start; the WSAS figures the episodes with a first and a last WSAS.
 */
export function classifyEpisode(scores: EpisodeScores): EpisodeOutcome {
  const phq8 = scores.phq8.pair;
  const gad7 = scores.gad7.pair;
  const wsas = scores.wsas.pair;
  const paired = phq8 !== null && gad7 !== null;
  const excluded: ExclusionReason | null = paired
    ? null
    : scores.phq8.count === 0 || scores.gad7.count === 0
      ? 'no_first_score'
      : 'no_last_score';
  const atCaseness = paired && isCase(phq8.first, gad7.first);
  const recovered = atCaseness && !isCase(phq8.last, gad7.last);
  const changes = paired
    ? [
        reliableChangeOf('phq8', phq8.first, phq8.last),
        reliableChangeOf('gad7', gad7.first, gad7.last),
      ]
    : [];
  const deteriorated = changes.includes('deterioration');
  const improved = changes.includes('improvement') && !deteriorated;
  const wsasChange = wsas ? reliableChangeOf('wsas', wsas.first, wsas.last) : null;
  return {
    paired,
    excluded,
    denominators: {
      at_caseness: paired,
      recovered: atCaseness,
      reliably_improved: paired,
      reliably_recovered: atCaseness,
      reliably_deteriorated: paired,
      wsas_reliably_improved: wsas !== null,
      wsas_reliably_deteriorated: wsas !== null,
    },
    numerators: {
      at_caseness: atCaseness,
      recovered,
      reliably_improved: improved,
      reliably_recovered: recovered && improved,
      reliably_deteriorated: deteriorated,
      wsas_reliably_improved: wsasChange === 'improvement',
      wsas_reliably_deteriorated: wsasChange === 'deterioration',
    },
  };
}

/** Groups smaller than this are shown as "fewer than 5", never as a percentage. */
export const SMALLEST_SHOWN_GROUP = 5;

/** A figure as the report answers it. */
export interface FigureValue {
  numerator: number | null;
  denominator: number | null;
  percentage: number | null;
  fewerThanFive: boolean;
}

/**
 * A figure from its counts: a group (the denominator) of fewer than five episodes gives neither
 * its counts nor a percentage, so no one client can be singled out of a small group.
 */
export function figureValue(numerator: number, denominator: number): FigureValue {
  if (denominator < SMALLEST_SHOWN_GROUP) {
    return { numerator: null, denominator: null, percentage: null, fewerThanFive: true };
  }
  return {
    numerator,
    denominator,
    percentage: Math.round((numerator / denominator) * 1000) / 10,
    fewerThanFive: false,
  };
}

/** The counts a kept tally holds of a group of episodes (migration `episode-outcomes`). */
export type OutcomeCounts = Record<OutcomeFigure | 'paired' | 'wsas_paired', number>;

/** Which count is each figure's denominator: its group. */
export const FIGURE_GROUP: Record<OutcomeFigure, 'paired' | 'at_caseness' | 'wsas_paired'> = {
  at_caseness: 'paired',
  recovered: 'at_caseness',
  reliably_improved: 'paired',
  reliably_recovered: 'at_caseness',
  reliably_deteriorated: 'paired',
  wsas_reliably_improved: 'wsas_paired',
  wsas_reliably_deteriorated: 'wsas_paired',
};

/** Every figure of a group of episodes from its counts. */
export function figuresOf(counts: OutcomeCounts): Record<OutcomeFigure, FigureValue> {
  return Object.fromEntries(
    OUTCOME_FIGURES.map((figure) => [
      figure,
      figureValue(counts[figure], counts[FIGURE_GROUP[figure]]),
    ]),
  ) as Record<OutcomeFigure, FigureValue>;
}

/** The counts of a set of classified episodes: what the kept tallies must hold for them. */
export function countOutcomes(outcomes: readonly EpisodeOutcome[]): OutcomeCounts {
  const counts = Object.fromEntries(
    [...OUTCOME_FIGURES, 'paired', 'wsas_paired'].map((name) => [name, 0]),
  ) as OutcomeCounts;
  for (const outcome of outcomes) {
    for (const figure of OUTCOME_FIGURES) {
      counts[figure] += outcome.numerators[figure] ? 1 : 0;
    }
    counts.paired += outcome.paired ? 1 : 0;
    counts.wsas_paired += outcome.denominators.wsas_reliably_improved ? 1 : 0;
  }
  return counts;
}

/**
 * Whether a caller's report is their own caseload ("My outcomes"): anyone but an administrator
 * and a company administrator (CA), who report on every company and on theirs.
 */
export function reportsOnCaseload(caller: { isAdmin: boolean; role: string | null }): boolean {
  return !caller.isAdmin && caller.role !== 'CA';
}
