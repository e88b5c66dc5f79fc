import { apiErrorSchema, codeByStatus, type ApiError } from '@kredo/contract/errors';
import { firstVisitMessages } from '@kredo/contract/first-visit-messages';

// Apart from ApiRequestError so that screens which only check an error's type do not pull zod
// into the first download.

/**
 * The error shape from a non-2xx answer. A body that is not the shape but still says something
 * (`{ "err": ... }` as the spec names the mobile OTP refusal, or a bare `{ "message": ... }`) is
 * the server's message all the same; only a body that says nothing gets the generic message.
 */
export function parseErrorBody(status: number, text: string): ApiError {
  const code = codeByStatus.get(status) ?? 'INTERNAL';
  try {
    const body: unknown = JSON.parse(text);
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success && parsed.data.message) return parsed.data;
    const said = serverText(body);
    if (said) return { code, message: said };
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): fall through to the generic message.
  }
  return { code, message: firstVisitMessages.genericRequestFailure };
}

function serverText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  for (const key of ['message', 'err'] as const) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
