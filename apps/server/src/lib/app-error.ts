import { COMMON_ERRORS, type ErrorDef } from '@batir/shared/contract';

/**
 * The one error type services throw: a named error of `packages/shared` (its code, HTTP status and French
 * message), optionally with a more precise message or the fields at fault. The error handler answers
 * `{ error: status, code, message, fields? }`; `error` is never 0 (0 means success).
 *
 *     throw new AppError(BP_ERRORS.PERMIT_NOT_DEPOSITED);
 *     throw new AppError(FILE_ERRORS.FILE_TOO_LARGE, { message: fileTooLargeMessage(name) });
 */
export class AppError extends Error {
  /** The named code (`PERMIT_NOT_DEPOSITED`), declared by the endpoint's contract. */
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(error: ErrorDef, options: { message?: string; fields?: Record<string, string> } = {}) {
    super(options.message ?? error.message);
    this.name = 'AppError';
    this.code = error.code;
    this.status = error.status;
    this.fields = options.fields;
  }
}

/** Access refused: the role may call the route but not on this record (message: why, in French). */
export const forbidden = (message?: string) =>
  new AppError(COMMON_ERRORS.FORBIDDEN, message ? { message } : {});
export const unauthorized = (message?: string) =>
  new AppError(COMMON_ERRORS.UNAUTHENTICATED, message ? { message } : {});
export const tooManyRequests = (message?: string) =>
  new AppError(COMMON_ERRORS.RATE_LIMITED, message ? { message } : {});
