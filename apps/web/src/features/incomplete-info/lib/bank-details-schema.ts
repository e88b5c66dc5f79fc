import { accountTypes, type bankAccountPurposes } from '@kredo/contract/application-profile';
import { messages } from '@kredo/contract/messages';
import { isAccountNumber, sameAccount } from '@kredo/domain/validators/bank-account';
import { isIfsc } from '@kredo/domain/validators/ifsc';
import * as z from 'zod/mini';

export type Purpose = (typeof bankAccountPurposes)[number];

/** IFSC on the correction screen: exactly 11 characters of the IFSC pattern; blank says nothing yet. */
export const IFSC_LENGTH = 11;
export const isCorrectionIfsc = (code: string) => code.length === IFSC_LENGTH && isIfsc(code);

const accountSchema = z
  .object({
    accountNumber: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: messages.enterToContinue }),
        z.refine(isAccountNumber, { error: messages.enterCorrectAccountNumber }),
      ),
    accountNumberAgain: z.string().check(z.trim()),
    // Blank clears the message (spec 000 §5.3); Continue still waits for it.
    ifsc: z.string().check(
      z.trim(),
      z.refine((code) => code === '' || isCorrectionIfsc(code), { error: messages.incorrectIfsc }),
    ),
    accountType: z.enum(accountTypes, { error: messages.selectToContinue }),
  })
  .check(
    z.refine((account) => account.accountNumberAgain.toUpperCase() === account.accountNumber.toUpperCase(), {
      error: messages.accountNumberNotMatching,
      path: ['accountNumberAgain'],
    }),
  );

export const blankAccount = {
  accountNumber: '',
  accountNumberAgain: '',
  ifsc: '',
  accountType: 'SAVINGS' as const,
};

/**
 * Bank details (spec 000 §5.3): for each account asked for (the others are absent), the number
 * (letters and digits, at least 8) typed twice ('Account Number does not match'), the IFSC and
 * the account type; the repayment and disbursal accounts must differ (not the same number at the
 * same IFSC).
 */
export const bankDetailsSchema = z
  .object({ NACH: z.optional(accountSchema), DISBURSAL: z.optional(accountSchema) })
  .check(
    z.superRefine((values, context) => {
      const repayment = values.NACH;
      const disbursal = values.DISBURSAL;
      if (!repayment?.accountNumber || !disbursal?.accountNumber || !sameAccount(repayment, disbursal))
        return;
      context.addIssue({
        code: 'custom',
        path: ['NACH', 'accountNumber'],
        message: messages.repaymentAccountSame,
      });
      context.addIssue({
        code: 'custom',
        path: ['DISBURSAL', 'accountNumber'],
        message: messages.disbursalAccountSame,
      });
    }),
  );
export type BankDetailsInput = z.input<typeof bankDetailsSchema>;
export type BankDetailsValues = z.output<typeof bankDetailsSchema>;
