import { messages } from '@kredo/contract/messages';
import { ApiRequestError } from '../../../lib/api-error';

export type CompleteFailure = { kind: 'wait' } | { kind: 'failed'; message: string };

/**
 * A refused complete: 'Wait till the txns are Processed' (409) while the analyser still reads a
 * file, to be tried again in 5 s (spec 000 §4.8); otherwise the server's message.
 */
export function readCompleteFailure(error: unknown): CompleteFailure {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: messages.genericRequestFailure };
  // By the message, not the status: a session already ended is a 409 too, and waiting will not help.
  if (error.message === messages.statementWaitProcessing) return { kind: 'wait' };
  return { kind: 'failed', message: error.message || messages.genericRequestFailure };
}
