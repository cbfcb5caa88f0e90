import { ApiError } from './apiError';
import { translate } from './translate';

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

/** `created_at` → `createdAt`: a column's schema field. */
const fieldOf = (column: string): string =>
  column.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** PostgreSQL's code and detail of a failed statement, from either driver. */
function violationOf(error: unknown): { code?: unknown; detail: string } {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  return { code, detail: typeof detail === 'string' ? detail : '' };
}

/** The field a constraint's detail names: "Key (company_id)=(…) …" → `companyId`. */
function fieldErrorOf(detail: string, message: string) {
  const column = /^Key \((\w+)\)=/.exec(detail)?.[1];
  return column ? { [fieldOf(column)]: [message] } : undefined;
}

/** A unique violation ("Key (name)=(…) already exists."): 409 naming the field. */
export function uniqueConflictOf(error: unknown): ApiError | undefined {
  const { code, detail } = violationOf(error);
  if (code !== UNIQUE_VIOLATION) {
    return undefined;
  }
  const message = translate('portal.editing.conflict');
  return ApiError.conflict(message, fieldErrorOf(detail, message));
}

/**
 * A written key that refers to no row ("Key (company_id)=(…) is not present in table …"): 409
 * naming the field, the referred record having gone or never been. A delete's foreign-key
 * violation (the row is still referred to) is not this one.
 */
export function missingReferenceOf(error: unknown): ApiError | undefined {
  const { code, detail } = violationOf(error);
  if (code !== FOREIGN_KEY_VIOLATION || !/ is not present in table /.test(detail)) {
    return undefined;
  }
  const message = translate('portal.editing.missing_reference');
  return ApiError.conflict(message, fieldErrorOf(detail, message));
}

/**
 * What a create or update refused by a constraint answers: a taken value or a missing referred
 * record, each a 409 naming its field; undefined for any other error (rethrow it). A hand-written
 * mapping's writes use it as the derived ones do: `throw writeConflictOf(error) ?? error`.
 */
export function writeConflictOf(error: unknown): ApiError | undefined {
  return uniqueConflictOf(error) ?? missingReferenceOf(error);
}
