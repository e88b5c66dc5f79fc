import { resolveGoldBreakBodySchema } from '@kredo/contract/gold-back-office';
import * as z from 'zod/mini';

import { text } from '../../../text';

const labels = text.gold.reconciliation.resolve;

/**
 * The resolve form: the contract's body, its note's length first checked with the console's words
 * (the contract's own checks carry no message, which zod would show as 'Invalid input'); the
 * contract's schema then has the last word on what is sent.
 */
export const resolveFormSchema = z.pipe(
  z.object({
    note: z
      .string()
      .check(z.trim(), z.minLength(5, labels.noteTooShort), z.maxLength(500, labels.noteTooLong)),
  }),
  resolveGoldBreakBodySchema,
);
