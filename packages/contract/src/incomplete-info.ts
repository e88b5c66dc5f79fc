import { applicationStatuses } from '@kredo/domain/application-lifecycle';
import { incompleteInfoSubStatuses } from '@kredo/domain/incomplete-info';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';

/**
 * The incomplete-information corrections (spec 000 §2.5, §4.2, §7): a correction screen saves its
 * data the usual way, then reports the sub-statuses it settled. When none remain the application
 * goes back to underwriting.
 */
export const incompleteInfoPaths = {
  onComplete: `${apiBases.api}/corleone/incomplete-info-on-complete`,
} as const;

export const incompleteInfoOnCompleteBodySchema = z.object({
  applicationId: z.uuid(),
  subStatuses: z.array(z.enum(incompleteInfoSubStatuses)).check(z.minLength(1), z.maxLength(30)),
});

export const incompleteInfoOnCompleteResponseSchema = z.object({
  applicationId: z.string(),
  status: z.enum(applicationStatuses),
  /** What is still outstanding; empty once the application is back with underwriting. */
  subStatuses: z.array(z.string()),
});
export type IncompleteInfoOnCompleteResponse = z.output<typeof incompleteInfoOnCompleteResponseSchema>;
