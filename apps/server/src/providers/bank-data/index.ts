import { AppError } from '../../lib/app-error.ts';
import type { StatementFileReading } from '../../modules/bank-statements/statement-records.ts';

export type BankLinkMode = 'NET_BANKING' | 'ACCOUNT_AGGREGATOR';
export type BankLink = { statementId: string; mode: BankLinkMode; institutionId: string };

/** What a bank login or an aggregator's consent yields, some seconds after the borrower agreed. */
export type FetchedStatement =
  | { kind: 'PDF'; bytes: Uint8Array }
  | { kind: 'TRANSACTIONS'; reading: StatementFileReading }
  | { kind: 'FAILED'; message: string };

/**
 * Statements fetched from the bank itself: by the borrower's net banking login, or through an
 * Account Aggregator consent. The borrower leaves for the provider's page and comes back.
 */
export type BankDataProvider = {
  /** The bank's login page or the aggregator's consent page for this session. */
  linkUrl(link: BankLink): string;
  /** The statement the borrower agreed to share; `consent` is what the provider's page reported; `today` ends the period. */
  fetchStatement(
    link: BankLink & { userId: string; consent: string; today: string },
  ): Promise<FetchedStatement>;
};

export const unconfiguredBankData: BankDataProvider = {
  linkUrl() {
    throw new AppError('PROVIDER_UNAVAILABLE', 'no net banking or account aggregator provider is configured');
  },
  fetchStatement() {
    return Promise.resolve({ kind: 'FAILED', message: 'No provider is configured' });
  },
};
