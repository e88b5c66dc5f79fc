import { creditRatings, qualitativeParameters, quantitativeParameters } from '@kredo/domain/credit-score';
import * as z from 'zod/mini';

import { apiBases } from './api-bases.ts';
import { creditReportMessages } from './credit-report-messages.ts';

/**
 * The credit report (spec 002 §2, §3, §7): `GET /corleone/credit-score` on the main API, as every
 * corleone call is. Generating the report (the spec's path is not shown) is a POST to the same
 * path with the borrower's consent: it pulls their bureau report (docs/decisions.md).
 */
export const creditReportPaths = {
  creditScore: `${apiBases.api}/corleone/credit-score`,
} as const;

const rating = z.enum(creditRatings);
const count = z.number().check(z.int(), z.nonnegative());

/** The bureau's figures, under the spec's names; the balance in paise. */
export const bureauDataSchema = z.object({
  experian_score: count,
  accounts_n: count,
  accounts_open_n: count,
  total_outstanding_balance: count,
  accounts_outstanding_n: count,
});
export type BureauData = z.infer<typeof bureauDataSchema>;

/**
 * The report. With nothing generated yet every field is null and the screen says 'Please generate
 * your credit report before applying for a loan.'. `bureau_data` is null when the bureau has no
 * file on the borrower. `generatedAt` is when the bureau report it reads was pulled.
 */
export const creditReportSchema = z.object({
  totalScore: z.nullable(z.number().check(z.int(), z.gte(0), z.lte(100))),
  Quantitative: z.nullable(z.record(z.enum(quantitativeParameters), rating)),
  Qualitative: z.nullable(z.record(z.enum(qualitativeParameters), rating)),
  bureau_data: z.nullable(bureauDataSchema),
  generatedAt: z.nullable(z.iso.datetime()),
});
export type CreditReport = z.infer<typeof creditReportSchema>;

/** Generating the report: the borrower's consent to the bureau pull, which must be given. */
export const generateCreditReportBodySchema = z.object({
  consent: z.literal(true, { error: creditReportMessages.creditReportConsentRequired }),
});
export type GenerateCreditReportBody = z.infer<typeof generateCreditReportBodySchema>;
