import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';

export interface ServerFieldErrorsProps {
  /** Field errors of the last failed call, keyed by the server's field names. */
  errors: Record<string, string> | null | undefined;
  /** Server field name → form source, where they differ (`invite_code` → `code`). */
  fields?: Record<string, string>;
}

/**
 * Spec section 8: field errors from the server are placed on the matching form fields. Put it
 * inside a react-admin Form; the errors clear as soon as the user edits the field.
 */
export const ServerFieldErrors = ({ errors, fields = {} }: ServerFieldErrorsProps) => {
  const { setError } = useFormContext();
  useEffect(() => {
    for (const [field, message] of Object.entries(errors ?? {})) {
      setError(fields[field] ?? field, { type: 'server', message }, { shouldFocus: true });
    }
    // `fields` is a constant map at each call site; re-running on its identity would re-set errors.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errors, setError]);
  return null;
};
