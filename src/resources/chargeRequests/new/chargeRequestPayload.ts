import type { ChargeRequestCreate } from '../../../../core/generated/charge-request-create';

/** A company mate chosen in step 2: who (uuid, shown by name and e-mail) and as what. */
export interface MateChoice {
  uuid: string;
  name: string;
  email: string;
  designation: string;
}

export interface InvitedRow {
  email?: string | null;
  designation?: string | null;
}

/** What the new-request form holds; `with_others` (the second step) is never sent. */
export interface ChargeRequestValues {
  first_name?: string | null;
  last_name?: string | null;
  company?: number | null;
  policy_number?: string | null;
  designation?: string | null;
  should_request_consent?: boolean;
  with_others?: boolean;
  other_case_managers?: MateChoice[];
  invited_supporters?: InvitedRow[];
}

/** The payload before validation: a blank required text is still missing. */
export type ChargeRequestDraft = Omit<
  Partial<ChargeRequestCreate>,
  'other_case_managers' | 'invited_supporters'
> & {
  other_case_managers: { uuid: string; designation?: string }[];
  invited_supporters: { email?: string; designation?: string }[];
};

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
/** Spec section 5: company and policy are trimmed to null when empty. */
const orNull = (value: unknown) => trimmed(value) || null;
/** A blank required text is missing, so the schema reports 'This field is required'. */
const orMissing = (value: unknown) => trimmed(value) || undefined;

/**
 * The POST case-managers/charge-requests/ payload of spec section 3. Blank required texts are
 * left out (the schema then names them); without the second step no one else is attached.
 */
export function toChargeRequestPayload(values: ChargeRequestValues): ChargeRequestDraft {
  const others = values.with_others === true;
  return {
    first_name: orMissing(values.first_name),
    last_name: orMissing(values.last_name),
    email: null,
    company: typeof values.company === 'number' ? values.company : null,
    policy_number: orNull(values.policy_number),
    should_request_consent: values.should_request_consent !== false,
    designation: orMissing(values.designation),
    other_case_managers: others
      ? (values.other_case_managers ?? []).map((mate) => ({
          uuid: mate.uuid,
          designation: orMissing(mate.designation),
        }))
      : [],
    invited_supporters: others
      ? (values.invited_supporters ?? []).map((row) => ({
          email: orMissing(row.email),
          designation: orMissing(row.designation),
        }))
      : [],
  };
}

/** Step 1's fields, checked before moving on to step 2. */
export const USER_STEP_FIELDS = ['first_name', 'last_name', 'policy_number', 'designation'];

/** Step 2's fields: the chosen case managers and the invited rows. */
const OTHERS_STEP_FIELDS = ['other_case_managers', 'invited_supporters'];

/**
 * The step a refused submission shows: step 2 when every field error is one of its own (an
 * invited row, say), so the error shows on its row; step 1 for any other field error; the
 * current one when there are none (the message is then a snackbar).
 */
export function stepOfErrors(fields: readonly string[], current: number): number {
  if (fields.length === 0) {
    return current;
  }
  const onStepTwo = (field: string) =>
    OTHERS_STEP_FIELDS.some((own) => field === own || field.startsWith(`${own}.`));
  return fields.every(onStepTwo) ? 1 : 0;
}
