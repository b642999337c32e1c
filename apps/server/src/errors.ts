import {
  ERRORS,
  fillMessage,
  type ErrorCode,
  type MessageParams,
  type PostingCheck,
  type ServerMessage,
  type ServerMessageText,
} from '@judge/contract';

/** A sentence of the contract's catalogue with its values (the web shows it in the user's language). */
export const say = (text: ServerMessageText, params?: MessageParams): ServerMessage => ({ text, params });

/** The one error type of the server; `errors.plugin.ts` renders it into the envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly data: unknown;
  /** What the message says, for readers in another language (absent: the code's default, or English only). */
  readonly said: ServerMessage | null;

  constructor(
    code: ErrorCode,
    message?: string | ServerMessage,
    data: unknown = null,
    said: ServerMessage | null = typeof message === 'object' ? message : null,
  ) {
    super(
      typeof message === 'object' ? fillMessage(message.text, message.params) : (message ?? ERRORS[code].msg),
    );
    this.code = code;
    this.status = ERRORS[code].status;
    this.data = data;
    this.said = said;
  }
}

export const fail = (code: ErrorCode, message?: string | ServerMessage, data?: unknown): never => {
  throw new AppError(code, message, data);
};

/**
 * A rule asked ahead of the action it guards: allowed when the check passes, else the sentence the action
 * would be refused with (other failures are thrown as they are).
 */
export async function verdictOf(check: () => Promise<void>): Promise<PostingCheck> {
  try {
    await check();
    return { allowed: true, refusal: null };
  } catch (error) {
    if (error instanceof AppError && error.said)
      return { allowed: false, refusal: { msgKey: error.said.text, msgParams: error.said.params ?? {} } };
    throw error;
  }
}

/** A 400 naming the field, for rules that a schema can't express (uniqueness, old vs new). */
export const invalidField = (
  field: string,
  message: string | ServerMessage,
  options: { prefixField?: boolean } = {},
): AppError => {
  const said = typeof message === 'object' ? message : null;
  const text = said ? fillMessage(said.text, said.params) : (message as string);
  return new AppError(
    'VALIDATION_FAILED',
    options.prefixField === false ? text : `${field}: ${text}`,
    { field, issues: [{ field, message: text }] },
    said,
  );
};
