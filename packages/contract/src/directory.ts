import * as z from 'zod/mini';

import { messages } from './messages.ts';
import { text } from './text.ts';

/** Look-ups over India's reference data: pincodes, companies and bank branches. */

export const pincodeParamsSchema = z.object({
  pincode: text().check(z.regex(/^[1-9]\d{5}$/, { error: messages.invalidPincode })),
});
export const pincodeResponseSchema = z.object({
  pincode: z.string(),
  district: z.string(),
  state: z.string(),
  postOffices: z.array(z.string()),
});

/** Search starts at three typed characters (spec 000 §5.2). */
export const COMPANY_SEARCH_MIN_LENGTH = 3;

export const companySearchQuerySchema = z.object({
  q: text().check(
    z.trim(),
    z.minLength(COMPANY_SEARCH_MIN_LENGTH, { error: messages.selectCompany }),
    z.maxLength(100),
  ),
});
export const companySearchResponseSchema = z.object({
  data: z.object({
    hits: z.object({
      found: z.number(),
      hit: z.array(z.object({ fields: z.object({ name: z.string(), cin: z.string() }) })),
    }),
  }),
});

export const ifscParamsSchema = z.object({ ifsc: text().check(z.maxLength(20)) });
/** Branch details; a known code without branch data in the data set answers with its bank only. */
export const ifscResponseSchema = z.object({
  IFSC: z.string(),
  BANK: z.string(),
  BRANCH: z.nullable(z.string()),
  CITY: z.nullable(z.string()),
  STATE: z.nullable(z.string()),
});

export const directoryPaths = {
  pincode: '/api/pincodes/:pincode',
  companySearch: '/api/company-info/',
  ifsc: '/ifsc/:ifsc',
} as const;
