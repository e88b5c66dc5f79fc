import { messages } from '@kredo/contract/messages';
import { isIfsc } from '@kredo/domain/validators/ifsc';
import * as z from 'zod/mini';
import { isGoldName } from './register-form';

// Not aborting: the account numbers are compared even while another field is empty, and a
// field's first message ('Required field') is the one shown.
const required = { error: messages.goldRequiredField } as const;
const field = () => z.string().check(z.trim(), z.minLength(1, required));

/** An IFSC is exactly 11 characters; at 11 it is looked up (spec 002 §5). */
export const IFSC_LENGTH = 11;
export const ACCOUNT_MAX_LENGTH = 18;

/**
 * The account a sell is paid to (spec 002 §5 "Gold bank details"): each field 'Required field';
 * the number 9 to 18 digits, typed again ('Account number mismatch'); the IFSC exactly 11
 * ('IFSC invalid'); the holder's name 'Invalid Name'; and the box that confirms them ticked.
 */
export const bankDetailsFormSchema = z
  .object({
    accountNumber: field().check(z.regex(/^\d{9,18}$/, messages.enterCorrectAccountNumber)),
    accountNumberAgain: field(),
    ifsc: field().check(
      z.refine((code) => code.length === IFSC_LENGTH && isIfsc(code), messages.goldIfscInvalid),
    ),
    beneficiaryName: field().check(
      z.maxLength(100, messages.goldInvalidName),
      z.refine(isGoldName, messages.goldInvalidName),
    ),
    bankName: field().check(z.maxLength(100, messages.goldRequiredField)),
    confirmed: z.boolean().check(z.refine((ticked) => ticked, messages.goldRequiredField)),
  })
  .check(
    z.refine((values) => values.accountNumberAgain === values.accountNumber, {
      error: messages.goldAccountMismatch,
      path: ['accountNumberAgain'],
      when: (payload) =>
        typeof (payload.value as { accountNumberAgain?: unknown }).accountNumberAgain === 'string',
    }),
  );
export type BankDetailsFormInput = z.input<typeof bankDetailsFormSchema>;
export type BankDetailsFormValues = z.output<typeof bankDetailsFormSchema>;

export const blankBankDetails: BankDetailsFormInput = {
  accountNumber: '',
  accountNumberAgain: '',
  ifsc: '',
  beneficiaryName: '',
  bankName: '',
  confirmed: false,
};
