import * as z from 'zod/mini';

/** Machine codes of the one error shape every API failure answers with. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'CREDENTIAL_REFUSED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'OTP_REFUSED',
  'APPLICATION_REFUSED',
  'ENACH_NOT_ELIGIBLE',
  'DRAWDOWN_REFUSED',
  'GOLD_REFUSED',
  'GOLD_PAN_REQUIRED',
  'GOLD_QUOTE_EXPIRED',
  'GOLD_SELL_LIMITED',
  'INSURANCE_REFUSED',
  'INSURANCE_POLICY_PENDING',
  'RATE_LIMITED',
  'S3_LIMIT',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  'PROVIDER_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  // A Google ID token that failed verification: 401 like any refused credential, named apart so
  // a screen that also sent a one-time code can tell which of the two was refused.
  CREDENTIAL_REFUSED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  // A wrong, expired or spent code on a signed-in route: not 401, which ends the session.
  OTP_REFUSED: 422,
  // A loan application the rules refuse: not eligible, not served, or steps still to complete.
  APPLICATION_REFUSED: 422,
  // The borrower's bank takes no API e-mandate now: a paper mandate still works (spec 001 §8).
  ENACH_NOT_ELIGIBLE: 422,
  // A credit line drawdown the line refuses (expired, above the available limit, on hold): the
  // message is the text the withdraw screen shows.
  DRAWDOWN_REFUSED: 422,
  // A gold trade refused by its rules or the vendor's (below the minimum, over 30 g, more than
  // the balance, out of stock, not deliverable, on hold): the message is the screen's text.
  GOLD_REFUSED: 422,
  // A gold trade that needs a verified PAN first: the screen opens 'Verify Pan Details'.
  GOLD_PAN_REQUIRED: 422,
  // The quote (or the order's time to be paid) ran out: 'Gold price may change'.
  GOLD_QUOTE_EXPIRED: 409,
  // A sell beyond what the two-day rule lets go today; the message names the amount.
  GOLD_SELL_LIMITED: 422,
  // An insurance action its rules refuse (a cancellation after the free look period, a policy
  // not issued): the message is the screen's text.
  INSURANCE_REFUSED: 422,
  // The policy is not issued yet: 'Your policy not yet generated, mail us for more details'.
  INSURANCE_POLICY_PENDING: 409,
  // The connection sent no complete request in time.
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  // A path parameter over the router's length limit.
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  // A borrower's document uploads of one type used up (spec 000 §8).
  S3_LIMIT: 429,
  INTERNAL: 500,
  PROVIDER_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
};

/** The machine code an HTTP status stands for when an answer carries none of its own. */
export const codeByStatus: ReadonlyMap<number, ErrorCode> = new Map(
  (Object.entries(errorStatus) as Array<[ErrorCode, number]>)
    .filter(
      ([code]) =>
        ![
          'CREDENTIAL_REFUSED',
          'APPLICATION_REFUSED',
          'ENACH_NOT_ELIGIBLE',
          'DRAWDOWN_REFUSED',
          'GOLD_REFUSED',
          'GOLD_PAN_REQUIRED',
          'GOLD_QUOTE_EXPIRED',
          'GOLD_SELL_LIMITED',
          'INSURANCE_REFUSED',
          'INSURANCE_POLICY_PENDING',
          'S3_LIMIT',
        ].includes(code),
    )
    .map(([code, status]) => [status, code]),
);

export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field path (dot-joined) to the messages for that field. */
  fieldErrors: z.optional(z.record(z.string(), z.array(z.string()))),
  requestId: z.optional(z.string()),
});

export type ApiError = z.infer<typeof apiErrorSchema>;
