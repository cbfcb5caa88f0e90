/**
 * A progress report's figures of one scored questionnaire. Pure: the API composes the report
 * with it, and its test holds the edges. The first score is the episode's baseline when the
 * report covers an episode (which may precede its opening day, see
 * server/repositories/episodeBaseline.ts), else the period's first; the latest is the last score
 * after it, as the outcome report counts a last score: never the first one again.
 */
import { reliableChangeOf, type ReliableChangeClass } from './reliableChange';
import { severityOf, type Questionnaire, type Severity } from './severity';

/** One total and when it was answered (an ISO instant). */
export interface ReportScore {
  postedAt: string;
  total: number;
}

export interface ScaleFigures {
  scale: Questionnaire;
  first: ReportScore | null;
  latest: ReportScore | null;
  change: number | null;
  reliableChange: ReliableChangeClass | null;
  /** The band of the latest score, else of the first; null without any score. */
  band: Severity | null;
  /** Every score the chart draws, oldest first: the first, then the period's others. */
  scores: ReportScore[];
}

/**
 * The figures of `scale` from its scores in the period (oldest first) and, for an episode,
 * its baseline: the first score, whether or not the period holds it.
 */
export function scaleFigures(
  scale: Questionnaire,
  inPeriod: readonly ReportScore[],
  baseline: ReportScore | null,
): ScaleFigures {
  const scores = baseline
    ? [baseline, ...inPeriod.filter((score) => score.postedAt !== baseline.postedAt)]
    : [...inPeriod];
  const first = scores[0] ?? null;
  const latest = scores.length > 1 ? (scores[scores.length - 1] ?? null) : null;
  const change = first && latest ? latest.total - first.total : null;
  const shown = latest ?? first;
  return {
    scale,
    first,
    latest,
    change,
    reliableChange: first && latest ? reliableChangeOf(scale, first.total, latest.total) : null,
    band: shown ? severityOf(scale, shown.total) : null,
    scores,
  };
}
