import { apiErrorSchema, codeByStatus, type ApiError } from '@kredo/contract/errors';
import { messages } from '@kredo/contract/messages';

// Apart from ApiRequestError so that screens which only check an error's type do not pull zod
// into the first download.

/** The error shape from a non-2xx answer, or the spec's generic failure when the body is not one. */
export function parseErrorBody(status: number, text: string): ApiError {
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (parsed.success && parsed.data.message) return parsed.data;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic message.
  }
  return { code: codeByStatus.get(status) ?? 'INTERNAL', message: messages.genericRequestFailure };
}
