import { translate } from './translate';

/** Field errors in the shape of the error envelope: `{ field: ['message'] }`. */
export type FieldErrors = Record<string, string[]>;

/** An answer the client is meant to see: a status, a message and optional field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data?: FieldErrors | FieldErrors[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }

  static badRequest(message: string, data?: FieldErrors | FieldErrors[]): ApiError {
    return new ApiError(400, message, data);
  }

  static notFound(message = translate('portal.api.request.not_found')): ApiError {
    return new ApiError(404, message);
  }

  static forbidden(message = translate('portal.api.request.forbidden')): ApiError {
    return new ApiError(403, message);
  }

  static unauthorized(message = translate('portal.api.request.unauthenticated')): ApiError {
    return new ApiError(401, message);
  }

  static conflict(message: string, data?: FieldErrors): ApiError {
    return new ApiError(409, message, data);
  }

  /** The API cannot answer for now (its database or shared store is out, or it is closing). */
  static unavailable(): ApiError {
    return new ApiError(503, translate('portal.errors.network'), undefined, { 'retry-after': '5' });
  }
}

/** One field's error, as a 400. */
export function fieldError(field: string, message: string): ApiError {
  return ApiError.badRequest(message, { [field]: [message] });
}
