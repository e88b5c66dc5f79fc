import { createHash } from 'node:crypto';

import { devBase } from '@kredo/contract/dev';

import { generateStatementPdf } from '../../modules/bank-statements/statement-pdf/testing/generate-statement.ts';
import { bankOfInstitution } from '../../modules/bank-statements/statement-pdf/read-statement.ts';
import type { BankDataProvider } from './index.ts';

/** Net banking customer id whose bank has no statement to give (docs/providers.md). */
export const sandboxEmptyAccountId = 'NOSTATEMENT';

/** A number from the session, so the same borrower's bank always tells the same story. */
function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/**
 * The sandbox bank and aggregator: their pages are served by the sandbox (dev routes), and the
 * fetched statement is a generated twelve-month history for the session: a PDF e-statement for
 * net banking at a bank whose layout we read, transactions as an aggregator delivers them otherwise.
 */
export function createSandboxBankData(): BankDataProvider {
  return {
    linkUrl: (link) => `${devBase}/bank-sandbox/${link.statementId}`,
    async fetchStatement(link) {
      if (link.consent === sandboxEmptyAccountId)
        return { kind: 'FAILED', message: 'No transactions found for this account' };
      const seed = seedOf(link.userId);
      const layout = bankOfInstitution[link.institutionId];
      const generated = await generateStatementPdf({
        bank: layout ?? 'HDFC',
        holderName: 'Account Holder',
        accountNumber: String(50_100_000_000 + (seed % 1_000_000_000)),
        months: 7,
        endDate: link.today,
        seed,
        monthlySalaryPaise: (40_000 + (seed % 50_000)) * 100,
      });
      if (link.mode === 'NET_BANKING' && layout) return { kind: 'PDF', bytes: generated.bytes };
      const { transactions } = generated;
      const first = transactions[0];
      const last = transactions.at(-1);
      return {
        kind: 'TRANSACTIONS',
        reading: {
          bank: layout ?? 'OTHER',
          pages: 0,
          holderName: 'Account Holder',
          accountNumberLast4: null,
          openingBalancePaise: first ? first.balancePaise - first.creditPaise + first.debitPaise : 0,
          periodFrom: first?.date ?? '',
          periodTo: last?.date ?? '',
          transactions,
        },
      };
    },
  };
}
