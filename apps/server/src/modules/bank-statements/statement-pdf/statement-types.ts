/** The four banks whose statement layouts we read (spec 000 §9: the four shortcut banks). */
export const statementBanks = ['AXIS', 'HDFC', 'ICICI', 'SBI'] as const;
export type StatementBank = (typeof statementBanks)[number];

/** Institution ids of the four shortcut banks (spec 000 §9): 2 Axis, 20 HDFC, 22 ICICI, 35 State Bank. */
export const bankOfInstitution: Record<string, StatementBank> = {
  '2': 'AXIS',
  '20': 'HDFC',
  '22': 'ICICI',
  '35': 'SBI',
};

export type StatementTransaction = {
  date: string; // YYYY-MM-DD
  narration: string;
  debitPaise: number; // integer >= 0
  creditPaise: number; // integer >= 0; exactly one of debit/credit is > 0
  balancePaise: number; // integer, may be negative (overdraft)
};

/**
 * The upload error codes of spec 000 §8: 0 not a PDF, 2 not able to process (no layout for this bank,
 * too many pages, too slow), 3 wrong password, 4 another of our four banks, 5 a bank we do not read
 * that is not the one chosen, 6 a corrupt or unreadable PDF, 7 no date, amount and balance columns.
 */
export type StatementFailureCode = 0 | 2 | 3 | 4 | 5 | 6 | 7;

export type StatementReading =
  | {
      outcome: 'READ';
      bank: StatementBank;
      pages: number;
      holderName: string | null;
      accountNumberLast4: string | null;
      openingBalancePaise: number;
      periodFrom: string;
      periodTo: string;
      transactions: StatementTransaction[];
    }
  | { outcome: 'PASSWORD_REQUIRED' }
  | { outcome: 'FAILED'; code: StatementFailureCode; reason: string }; // reason is internal (for logs), never shown

export type ReadOptions = {
  password?: string | undefined;
  expectedBank: StatementBank | null;
  maxPages?: number;
  timeoutMs?: number;
};

export function failedReading(code: StatementFailureCode, reason: string): StatementReading {
  return { outcome: 'FAILED', code, reason };
}
