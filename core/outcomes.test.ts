import { describe, expect, it } from 'vitest';
import {
  classifyEpisode,
  countOutcomes,
  figuresOf,
  figureValue,
  reportsOnCaseload,
  type EpisodeScores,
} from './outcomes';

const scores = (
  phq8: [number, number] | number | null,
  gad7: [number, number] | number | null,
  wsas: [number, number] | null = null,
): EpisodeScores => {
  const scale = (value: [number, number] | number | null) =>
    value === null
      ? { count: 0, pair: null }
      : typeof value === 'number'
        ? { count: 1, pair: null }
        : { count: 2, pair: { first: value[0], last: value[1] } };
  return { phq8: scale(phq8), gad7: scale(gad7), wsas: scale(wsas) };
};

describe('classifyEpisode (PHQ-8 line 10, GAD-7 line 8; reliable 6, 4, WSAS 12)', () => {
  it('recovered and reliably recovered: from caseness to below both lines, a reliable drop', () => {
    const { numerators } = classifyEpisode(scores([15, 4], [12, 3]));
    expect(numerators).toMatchObject({
      at_caseness: true,
      recovered: true,
      reliably_improved: true,
      reliably_recovered: true,
      reliably_deteriorated: false,
    });
  });

  it('a GAD-7 of 8 is a case, and 7 is not', () => {
    expect(classifyEpisode(scores([2, 2], [8, 7])).numerators).toMatchObject({
      at_caseness: true,
      recovered: true,
      reliably_improved: false,
    });
    expect(classifyEpisode(scores([9, 2], [7, 2])).numerators.at_caseness).toBe(false);
  });

  it('recovery wants both scales below their lines at the end', () => {
    expect(classifyEpisode(scores([12, 9], [10, 8])).numerators.recovered).toBe(false);
  });

  it('a reliable rise on either scale is deterioration and cancels an improvement', () => {
    const { numerators } = classifyEpisode(scores([20, 12], [5, 9]));
    expect(numerators.reliably_deteriorated).toBe(true);
    expect(numerators.reliably_improved).toBe(false);
  });

  it('one point short of reliable is no change', () => {
    const { numerators } = classifyEpisode(scores([15, 10], [12, 9]));
    expect(numerators.reliably_improved).toBe(false);
    expect(numerators.reliably_deteriorated).toBe(false);
  });

  it('leaves out an episode without a first or a last score, and says why', () => {
    expect(classifyEpisode(scores(null, [10, 2])).excluded).toBe('no_first_score');
    expect(classifyEpisode(scores(14, [10, 2])).excluded).toBe('no_last_score');
    expect(classifyEpisode(scores(14, [10, 2])).denominators.at_caseness).toBe(false);
  });

  it('counts the WSAS apart, out of the episodes with a WSAS pair', () => {
    const outcome = classifyEpisode(scores(null, null, [30, 18]));
    expect(outcome.paired).toBe(false);
    expect(outcome.numerators.wsas_reliably_improved).toBe(true);
    expect(outcome.denominators.wsas_reliably_improved).toBe(true);
  });
});

describe('figures', () => {
  it('a group of fewer than five gives no counts and no percentage', () => {
    expect(figureValue(1, 4)).toEqual({
      numerator: null,
      denominator: null,
      percentage: null,
      fewerThanFive: true,
    });
    expect(figureValue(2, 3 * 2 + 1)).toEqual({
      numerator: 2,
      denominator: 7,
      percentage: 28.6,
      fewerThanFive: false,
    });
  });

  it('recovery is out of the episodes at caseness, improvement out of every paired one', () => {
    const outcomes = [
      scores([15, 4], [12, 3]),
      scores([11, 8], [9, 7]),
      scores([20, 12], [15, 12]),
      scores([4, 5], [3, 3]),
      scores([5, 5], [3, 3]),
      scores([16, 5], [14, 4]),
      scores([12, 11], [9, 9]),
    ].map(classifyEpisode);
    const figures = figuresOf(countOutcomes(outcomes));
    expect(figures.at_caseness).toMatchObject({ numerator: 5, denominator: 7 });
    expect(figures.recovered).toMatchObject({ numerator: 3, denominator: 5, percentage: 60 });
    expect(figures.reliably_improved).toMatchObject({ numerator: 3, denominator: 7 });
    expect(figures.reliably_recovered).toMatchObject({ numerator: 2, denominator: 5 });
  });
});

describe('reportsOnCaseload', () => {
  it('is "My outcomes" for case managers and supporters, not administrators or CA', () => {
    expect(reportsOnCaseload({ isAdmin: false, role: 'MG' })).toBe(true);
    expect(reportsOnCaseload({ isAdmin: false, role: 'QM' })).toBe(true);
    expect(reportsOnCaseload({ isAdmin: false, role: 'CA' })).toBe(false);
    expect(reportsOnCaseload({ isAdmin: true, role: 'AD' })).toBe(false);
  });
});
