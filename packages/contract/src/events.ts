import * as z from 'zod/mini';

import { boundedJsonObject, labelSchema } from './bounded-json.ts';

/** Bounds of what one event may carry; the server's body limit sits a little above their sum. */
export const eventBounds = {
  eventData: { maxBytes: 8 * 1024, maxKeys: 50 },
  user: { maxBytes: 4 * 1024, maxKeys: 50 },
  feLogOptions: { maxBytes: 16 * 1024 },
} as const;

/** An analytics event from the signed-in borrower's app; `user_id` must be the token's user. */
export const logEventBodySchema = z.object({
  event_data: boundedJsonObject(eventBounds.eventData),
  event_name: z
    .string()
    .check(
      z.minLength(1),
      z.maxLength(100),
      z.regex(/^[A-Za-z0-9_ .-]+$/, { error: 'Letters, digits, space, underscore, dot and hyphen only' }),
    ),
  user_id: z.uuid(),
  user: z.optional(boundedJsonObject(eventBounds.user)),
  type: labelSchema(50),
});
export type LogEventBody = z.infer<typeof logEventBodySchema>;

/** A front-end log line, sent without a session but with the front-end API key header. */
export const feLogBodySchema = z.object({
  type: labelSchema(50),
  options: boundedJsonObject(eventBounds.feLogOptions),
});
export type FeLogBody = z.infer<typeof feLogBodySchema>;

export const feLogsApiKeyHeader = 'x-api-key';

export const eventsPaths = {
  logEvent: '/api/events/log-event',
  feLogs: '/api/events/fe-logs',
} as const;
