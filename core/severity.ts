/**
 * Severity bands of spec section 4. Pure: the journey charts label scores with these, and the
 * API tests check the edges with the same table.
 */
/** The scored questionnaires: each has bands, reliable change and a place in the reports. */
export const QUESTIONNAIRES = ['phq8', 'gad7', 'wsas'] as const;
export type Questionnaire = (typeof QUESTIONNAIRES)[number];

/** Every band, in the order of `schemas/severity.json` (a test keeps the two equal). */
export const SEVERITIES = [
  'none',
  'minimal',
  'mild',
  'moderate',
  'moderately_severe',
  'significant',
  'severe',
] as const;

export type Severity = (typeof SEVERITIES)[number];

/** Each band starts at `from` (inclusive) and runs to the next band's start. */
const BANDS: Record<Questionnaire, { from: number; severity: Severity }[]> = {
  phq8: [
    { from: 0, severity: 'minimal' },
    { from: 5, severity: 'mild' },
    { from: 10, severity: 'moderate' },
    { from: 15, severity: 'moderately_severe' },
    { from: 20, severity: 'severe' },
  ],
  gad7: [
    { from: 0, severity: 'minimal' },
    { from: 5, severity: 'mild' },
    { from: 10, severity: 'moderate' },
    { from: 15, severity: 'severe' },
  ],
  wsas: [
    { from: 0, severity: 'none' },
    { from: 10, severity: 'significant' },
    { from: 20, severity: 'severe' },
  ],
};

export function severityOf(questionnaire: Questionnaire, total: number): Severity {
  let result: Severity = BANDS[questionnaire][0]?.severity ?? 'none';
  for (const band of BANDS[questionnaire]) {
    if (total >= band.from) {
      result = band.severity;
    }
  }
  return result;
}

/** Spec section 4: minimal and mild count as the healthy range in labels. */
export function isHealthy(severity: Severity): boolean {
  return severity === 'minimal' || severity === 'mild' || severity === 'none';
}

/** Chart constants of spec section 9: y maximum and the healthy-range threshold line. */
export const SCORE_SCALES: Record<Questionnaire, { max: number; healthyBelow: number }> = {
  phq8: { max: 25, healthyBelow: 10 },
  gad7: { max: 25, healthyBelow: 10 },
  wsas: { max: 40, healthyBelow: 10 },
};

/** The bands of one questionnaire with their inclusive ranges, for the learn-more legend. */
export function severityBands(
  questionnaire: Questionnaire,
): { severity: Severity; from: number; to: number | null }[] {
  const bands = BANDS[questionnaire];
  return bands.map((band, i) => {
    const next = bands[i + 1];
    return { severity: band.severity, from: band.from, to: next ? next.from - 1 : null };
  });
}
