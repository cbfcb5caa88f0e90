import { describe, expect, it } from 'vitest';
import severitySchema from '../schemas/severity.json';
import {
  SEVERITIES,
  isHealthy,
  severityBands,
  severityOf,
  type Questionnaire,
  type Severity,
} from './severity';

describe('severity bands at each edge', () => {
  it.each<[Questionnaire, number, Severity]>([
    ['phq8', 0, 'minimal'],
    ['phq8', 4, 'minimal'],
    ['phq8', 5, 'mild'],
    ['phq8', 9, 'mild'],
    ['phq8', 10, 'moderate'],
    ['phq8', 14, 'moderate'],
    ['phq8', 15, 'moderately_severe'],
    ['phq8', 19, 'moderately_severe'],
    ['phq8', 20, 'severe'],
    ['phq8', 24, 'severe'],
    ['gad7', 4, 'minimal'],
    ['gad7', 5, 'mild'],
    ['gad7', 9, 'mild'],
    ['gad7', 10, 'moderate'],
    ['gad7', 14, 'moderate'],
    ['gad7', 15, 'severe'],
    ['gad7', 21, 'severe'],
    ['wsas', 9, 'none'],
    ['wsas', 10, 'significant'],
    ['wsas', 19, 'significant'],
    ['wsas', 20, 'severe'],
    ['wsas', 40, 'severe'],
  ])('%s total %i is %s', (questionnaire, total, severity) => {
    expect(severityOf(questionnaire, total)).toBe(severity);
  });

  it('counts minimal and mild as healthy, moderate and worse as not', () => {
    expect(isHealthy('minimal')).toBe(true);
    expect(isHealthy('mild')).toBe(true);
    expect(isHealthy('moderate')).toBe(false);
    expect(isHealthy('severe')).toBe(false);
  });
});

describe('the severity schema', () => {
  it('lists exactly the bands of the one table', () => {
    expect(severitySchema.enum).toEqual([...SEVERITIES]);
  });
});

describe('severity band ranges', () => {
  it('lists each band from its first to its last total, the top one open', () => {
    expect(severityBands('wsas')).toEqual([
      { severity: 'none', from: 0, to: 9 },
      { severity: 'significant', from: 10, to: 19 },
      { severity: 'severe', from: 20, to: null },
    ]);
    expect(severityBands('phq8').map((b) => b.to)).toEqual([4, 9, 14, 19, null]);
  });
});
