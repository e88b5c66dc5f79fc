import { DrizzleQueryError } from 'drizzle-orm/errors';

type SerializedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  stack?: string;
  cause?: SerializedError;
};

const maxCauseDepth = 5;

/**
 * Errors for the log, keeping only fields that never carry a person's data. A failed query's
 * message lists its bound values (a mobile, a name, a date of birth), and a database error's
 * `detail` quotes the row, so neither is copied; the stack keeps only its frames because it
 * starts with the message.
 */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const fields = error as Error & { code?: unknown; constraint?: unknown; table?: unknown };
  const serialized: SerializedError = {
    type: error.constructor?.name ?? error.name,
    message: error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : error.message,
    stack: (error.stack ?? '')
      .split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
  if (typeof fields.code === 'string') serialized.code = fields.code;
  if (typeof fields.constraint === 'string') serialized.constraint = fields.constraint;
  if (typeof fields.table === 'string') serialized.table = fields.table;
  if (error.cause !== undefined && depth < maxCauseDepth)
    serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}
