import type { StatementChannels } from '@kredo/domain/statement-channels';

/** What the database keeps of a read statement file and of a statement's analysis (jsonb). */

export type StoredTransaction = {
  /** YYYY-MM-DD. */
  date: string;
  narration: string;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
};

export type StatementFileReading = {
  bank: string;
  pages: number;
  holderName: string | null;
  accountNumberLast4: string | null;
  openingBalancePaise: number;
  periodFrom: string;
  periodTo: string;
  transactions: StoredTransaction[];
};

export type StatementAnalysisRecord = {
  /** Where the transactions came from: a PDF, a bank login or an account aggregator. */
  source: 'PDF_UPLOAD' | 'NET_BANKING' | 'ACCOUNT_AGGREGATOR';
  files: number;
  transactionCount: number;
  monthsCovered: number;
  periodFrom: string;
  periodTo: string;
  salaryCredits: Array<{ date: string; amountPaise: number; narration: string }>;
  monthlyIncomePaise: number;
  averageBalancePaise: number;
  bouncedPayments: number;
  balanceChainBreaks: number;
  /** Money by channel (cash, card, transfers), for the credit report; absent on analyses made before it. */
  channels?: StatementChannels;
};
