import type { FilterDefinition } from '../core/resourceDefinition';

/** The i18n key (or text) naming one option of a choice filter. */
export function choiceText(filter: FilterDefinition, option: string): string {
  return filter.kind === 'choice' && filter.optionLabel
    ? `${filter.optionLabel}.${option}`
    : option;
}
