import { cancelInsuranceOrderBodySchema } from '@kredo/contract/insurance-back-office';
import * as z from 'zod/mini';

import { text } from '../../../text';

const labels = text.insurance.orders.cancel;

/** The cancellation's note checked with the console's words first; the contract's schema has the last word. */
export const cancelFormSchema = z.pipe(
  z.object({
    note: z
      .string()
      .check(z.trim(), z.minLength(5, labels.noteTooShort), z.maxLength(500, labels.noteTooLong)),
  }),
  cancelInsuranceOrderBodySchema,
);
