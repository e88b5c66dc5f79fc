import { messages } from '@kredo/contract/messages';
import { ApiRequestError } from '../../../lib/api-error';

/**
 * What a failed upload says (spec 000 §8): the upload limit in the catalogue's words; the
 * server's own message when it refused the file itself (its type, its size, its details);
 * 'Something went wrong!' for anything else (a 5xx, a timeout, a lost connection), or the
 * screen's own text for it (the incomplete-info screens say 'Something wrong, please try again').
 */
export function uploadFailureMessage(
  error: unknown,
  fallback: string = messages.somethingWentWrongBang,
): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === 'S3_LIMIT') return messages.uploadLimitReached;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused && error.body.message !== messages.genericRequestFailure ? error.body.message : fallback;
}
