/** Spec section 9: bars are at most this wide. */
export const MAX_BAR_PX = 30;
/** The least share of each band left empty between bars. */
export const BAR_GAP_RATIO = 0.2;

/**
 * The share of each band left empty so that `bars` bars across a chart `widthPx` wide are at
 * most 30 px wide: the chart keeps its full width (no chart shrunk into a corner), and few
 * bars stay bars, not slabs.
 */
export function barGapRatio(bars: number, widthPx: number): number {
  // The bands share the chart's whole width at most (the axis and margins only take from it), so
  // a band reckoned on the whole width is never narrower than the drawn one: bars stay within
  // 30 px whatever room the y axis takes for its labels.
  const band = Math.max(1, widthPx) / Math.max(1, bars);
  return Math.min(0.99, Math.max(BAR_GAP_RATIO, 1 - MAX_BAR_PX / band));
}

/** The width of one bar in a band of `bandPx`. */
export function barWidth(bandPx: number, gapRatio: number): number {
  return bandPx * (1 - gapRatio);
}
