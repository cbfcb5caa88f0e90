/** Spec section 2: a change from the previous score or check-in reads as one of these. */
export type Trend = 'increase' | 'constant' | 'decrease';

/** The latest value minus the one before it; null with fewer than two values. */
export function changeFromPrevious(values: readonly number[]): number | null {
  if (values.length < 2) {
    return null;
  }
  return values[values.length - 1]! - values[values.length - 2]!;
}

export function trendOf(change: number): Trend {
  if (change > 0) {
    return 'increase';
  }
  return change < 0 ? 'decrease' : 'constant';
}
