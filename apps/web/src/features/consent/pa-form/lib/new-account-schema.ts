import { paBankAccountInputSchema } from '@kredo/contract/consent';
import { messages } from '@kredo/contract/messages';
import { isIfsc } from '@kredo/domain/validators/ifsc';
import * as z from 'zod/mini';

export const IFSC_LENGTH = 11;
export const ACCOUNT_NUMBER_DIGITS = 18;

const { accountNumber, accountType } = paBankAccountInputSchema.shape;

/**
 * A new account: the contract's fields (purposeType is the item's) and the number typed twice. A
 * blank IFSC says nothing ('empty clears the error'); Continue waits for it to be found, and for
 * an account other than the other purpose's (a notice of the form, lib/bank-accounts.ts).
 */
export const newAccountSchema = z
  .object({
    // The contract's bounds, with the catalogue's word for a blank name.
    beneficiaryName: z
      .string()
      .check(z.trim(), z.minLength(1, { error: messages.enterToContinue }), z.maxLength(100)),
    ifsc: z.string().check(
      z.trim(),
      z.refine((code) => code === '' || (code.length === IFSC_LENGTH && isIfsc(code)), {
        error: messages.incorrectIfsc,
      }),
    ),
    accountNumber,
    accountNumberAgain: z.string().check(z.trim()),
    accountType,
  })
  .check(
    z.refine((account) => account.accountNumberAgain === account.accountNumber, {
      error: messages.accountNumberNotMatching,
      path: ['accountNumberAgain'],
    }),
  );
export type NewAccountInput = z.input<typeof newAccountSchema>;
export type NewAccountValues = z.output<typeof newAccountSchema>;

export const blankAccount = (beneficiary: string): NewAccountInput => ({
  beneficiaryName: beneficiary,
  ifsc: '',
  accountNumber: '',
  accountNumberAgain: '',
  accountType: 'SAVINGS',
});
