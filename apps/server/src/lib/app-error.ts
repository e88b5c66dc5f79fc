import { type ErrorCode, errorStatus } from '@kredo/contract/errors';
import { messages } from '@kredo/contract/messages';

type AppErrorOptions = {
  /** Shown to the user; the spec's catalogue text where one exists. */
  userMessage?: string;
  fieldErrors?: Record<string, string[]>;
  /** Overrides the status the code maps to, for the few spec answers that differ. */
  status?: number;
  /** For 429 and 503: when trying again may succeed; sent as Retry-After. */
  retryAfterSeconds?: number;
  cause?: unknown;
};

/**
 * The one error type services throw. `message` is for logs and operators; only `userMessage`
 * and `fieldErrors` ever reach the caller.
 */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly status: number;
  readonly userMessage: string;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.code = code;
    this.status = options.status ?? errorStatus[code];
    this.userMessage = options.userMessage ?? messages.genericRequestFailure;
    this.fieldErrors = options.fieldErrors;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} not found`, { userMessage: messages.pageNotFound });
}
