import { ERRORS, type ErrorCode } from '@judge/contract';

/** The one error type of the server; `errors.plugin.ts` renders it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;

  constructor(code: ErrorCode, message?: string, data: unknown = null) {
    super(message ?? ERRORS[code].msg);
    this.code = code;
    this.status = ERRORS[code].status;
    this.data = data;
  }
}

export const fail = (code: ErrorCode, message?: string, data?: unknown): never => {
  throw new AppError(code, message, data);
};

/** A 400 naming the field, for rules that a schema can't express (uniqueness, old vs new). */
export const invalidField = (
  field: string,
  message: string,
  options: { prefixField?: boolean } = {},
): AppError =>
  new AppError('VALIDATION_FAILED', options.prefixField === false ? message : `${field}: ${message}`, {
    field,
    issues: [{ field, message }],
  });
