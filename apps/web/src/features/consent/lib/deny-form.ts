import { consentDeniedReasons, type ConsentDeniedReason } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

const reasonKeys = Object.keys(consentDeniedReasons) as [ConsentDeniedReason, ...ConsentDeniedReason[]];

/**
 * The denial's reason (spec 001 §5): one of the fixed reasons, 'Please select one of the options
 * to proceed.'; for 'Already got a loan', where from, 'Please mention where did you get the loan
 * offer.'.
 */
export const denyFormSchema = z
  .object({
    reason: z.union([z.literal(''), z.enum(reasonKeys)]),
    where: z.string().check(z.trim(), z.maxLength(200)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.reason === '')
        ctx.issues.push({
          code: 'custom',
          path: ['reason'],
          message: messages.selectDenyReason,
          input: value,
        });
      if (value.reason === 'alreadyGotLoan' && value.where === '')
        ctx.issues.push({
          code: 'custom',
          path: ['where'],
          message: messages.mentionLoanSource,
          input: value,
        });
    }),
  );
export type DenyForm = z.output<typeof denyFormSchema>;

/** The comment the consent carries: the reason's text, and where from for 'Already got a loan'. */
export function denyComment({ reason, where }: DenyForm): string {
  if (reason === '') return '';
  const text = consentDeniedReasons[reason];
  return reason === 'alreadyGotLoan' ? `${text}: ${where}` : text;
}
