import { apiErrorSchema, errorStatus, type ApiError } from '@kredo/contract/errors';
import { messages } from '@kredo/contract/messages';

/** Codes the client itself produces when there is no usable answer from the server. */
export const clientErrorCodes = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  sessionExpired: 'SESSION_EXPIRED',
  invalidResponse: 'INVALID_RESPONSE',
} as const;

/** A failed call: `status` is the HTTP status, or 0 when no answer arrived. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;

  constructor(status: number, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.body = body;
  }

  get code(): string {
    return this.body.code;
  }
}

const codeByStatus = new Map(Object.entries(errorStatus).map(([code, status]) => [status, code]));

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

export function clientError(code: string, message: string = messages.genericRequestFailure): ApiRequestError {
  return new ApiRequestError(0, { code, message });
}
