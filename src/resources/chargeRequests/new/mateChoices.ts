import type { CompanyMate } from '../../../../core/generated/company-mate';
import type { MateChoice } from './chargeRequestPayload';

/** Chooses a company mate (with its own designation, if it has one) or lets it go. */
export function toggleMate(choices: MateChoice[], mate: CompanyMate): MateChoice[] {
  if (choices.some((choice) => choice.uuid === mate.uuid)) {
    return choices.filter((choice) => choice.uuid !== mate.uuid);
  }
  const { uuid, name, email } = mate;
  return [...choices, { uuid, name, email, designation: mate.designation ?? '' }];
}

/** Spec section 5: each chosen case manager needs a non-empty designation. */
export const withoutDesignation = (choices: MateChoice[]) =>
  choices.filter((choice) => choice.designation.trim() === '').map((choice) => choice.uuid);
