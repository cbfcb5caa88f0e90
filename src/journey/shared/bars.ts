/** Spec section 9: bars are at most this wide. */
export const MAX_BAR_PX = 30;
/** The share of each band left empty between bars. */
export const BAR_GAP_RATIO = 0.6;
/** Room the y axis takes beside the bands. */
const Y_AXIS_PX = 60;

/** The width of one bar in a band of `bandPx`. */
export function barWidth(bandPx: number, gapRatio = BAR_GAP_RATIO): number {
  return bandPx * (1 - gapRatio);
}

/** The widest a chart of `bars` bars may grow so that no bar is wider than 30 px. */
export function barChartMaxWidth(bars: number, gapRatio = BAR_GAP_RATIO): number {
  return Math.max(1, bars) * (MAX_BAR_PX / (1 - gapRatio)) + Y_AXIS_PX;
}
