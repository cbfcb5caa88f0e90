/**
 * What a failed network call leaves for a flow to show: a banner message (a server text or an
 * i18n key) and messages for named form fields. Machines' actors reject with a CallError; the
 * app builds it from its HTTP errors, so machines import nothing from the app.
 */
export interface CallFailure {
  message: string | null;
  fieldErrors: Record<string, string>;
  /** The HTTP status when there was one (0 for no connection), so a page can choose wording. */
  status?: number;
}

/** The rejection of a machine's network actor. */
export class CallError extends Error {
  readonly fieldErrors: Record<string, string>;
  readonly status: number | undefined;

  constructor(message: string | null, fieldErrors: Record<string, string> = {}, status?: number) {
    super(message ?? '');
    this.name = 'CallError';
    this.fieldErrors = fieldErrors;
    this.status = status;
  }
}

/** Reads an actor's rejection as plain data for the machine's context. */
export function asCallFailure(error: unknown): CallFailure {
  if (error instanceof CallError) {
    const failure: CallFailure = {
      message: error.message === '' ? null : error.message,
      fieldErrors: error.fieldErrors,
    };
    return error.status === undefined ? failure : { ...failure, status: error.status };
  }
  return { message: error instanceof Error ? error.message : null, fieldErrors: {} };
}
