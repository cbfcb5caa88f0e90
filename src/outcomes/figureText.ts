import type { FigureValue } from '../../core/outcomes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A figure as the page says it: "3 of 5 (60%)", or "fewer than 5" for a small group. */
export function figureText(value: FigureValue, translate: Translate): string {
  if (value.fewerThanFive || value.percentage === null) {
    return translate('portal.outcomes.fewer_than_five');
  }
  const of = translate('portal.outcomes.of', {
    numerator: value.numerator,
    denominator: value.denominator,
  });
  return `${of} (${value.percentage}%)`;
}
