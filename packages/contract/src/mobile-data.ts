import * as z from 'zod/mini';

import { boundedJsonObjectOrArray, labelSchema } from './bounded-json.ts';
import { text } from './text.ts';

export const mobileDataBounds = {
  data: { maxBytes: 64 * 1024 },
  facebookTokenMaxLength: 4096,
} as const;

/** `{id}` in the path is the borrower's userId and must be the token's. */
export const mobileDataParamsSchema = z.object({ id: z.uuid() });

/**
 * Data the Android app collects from the device. The server keeps only whether a facebookToken
 * was sent, never the token itself.
 */
export const saveMobileDataBodySchema = z.object({
  type: labelSchema(50),
  data: boundedJsonObjectOrArray(mobileDataBounds.data),
  facebookToken: z.optional(text().check(z.maxLength(mobileDataBounds.facebookTokenMaxLength))),
});
export type SaveMobileDataBody = z.infer<typeof saveMobileDataBodySchema>;

export const mobileDataPaths = {
  save: '/api/mobileData/saveMobileData/:id',
} as const;
