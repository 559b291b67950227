/**
 * The one error type services throw. The error handler turns it into the HTTP status and
 * `{ error: code, message }`, message in French. `code` is never 0 (0 means success).
 */
export class AppError extends Error {
  readonly code: number;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(code: number, options: { status: number; message: string; fields?: Record<string, string> }) {
    super(options.message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status;
    this.fields = options.fields;
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, { status: 400, message, ...(fields ? { fields } : {}) });
export const unauthorized = (message: string) => new AppError(401, { status: 401, message });
export const forbidden = (message = 'Accès refusé') => new AppError(403, { status: 403, message });
export const notFound = (message: string) => new AppError(404, { status: 404, message });
export const tooManyRequests = (message: string) => new AppError(429, { status: 429, message });
