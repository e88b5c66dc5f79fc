/**
 * NACH debit return codes (NPCI circular 274 of 2018; reference/lending-rules.md §3.3): why the
 * destination bank returned a debit, or NPCI refused its input (21). 98 is no return: the bank
 * extended its answer by a working day or two. Codes 51-60 (KYC pending, dormant account, holder
 * deceased, bank network failure and the like) are passed through with the provider's own text.
 */
export const debitReturnReasons: Readonly<Record<string, string>> = {
  '01': 'Account closed',
  '04': 'Balance insufficient',
  '05': 'Not arranged for',
  '06': 'Payment stopped by drawer',
  '21': 'Invalid UMRN or inactive mandate',
  '98': 'Bank extended',
};

export const debitReturnText = (code: string): string => debitReturnReasons[code] ?? 'Returned';
