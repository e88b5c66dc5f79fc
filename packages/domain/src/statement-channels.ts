import type { AnalysedTransaction } from './statement-analysis.ts';

/**
 * How money moved through a bank statement, in integer paise: cash taken out at ATMs, spent by
 * debit card, put in as cash, and moved bank to bank (NEFT, IMPS, RTGS, UPI, in or out). Mandate
 * debits, cheques, charges, interest and returns are none of these. The credit report reads it
 * (credit-score.ts): card spending and bank transfers leave a record cash does not.
 */
export type StatementChannels = {
  cashWithdrawalPaise: number;
  cardSpendPaise: number;
  cashDepositPaise: number;
  transferPaise: number;
};

export type Channel = 'cash' | 'card' | 'transfer' | 'other';

// A card at a shop or online. Checked before cash: SBI prints a card purchase as 'POS ATM PURCH'.
const CARD = /(^|[^A-Z])(POS|VPS|ECOM|DEBIT CARD|CARD PURCHASE)([^A-Z]|$)/;
// Cash at an ATM or a branch: HDFC 'NWD-', ICICI 'NFS/CASH WDL', SBI 'ATM WDL', Axis 'ATM-CASH'.
const CASH_OUT = /(^|[^A-Z])(NWD|ATW|ATM|CASH WDL|CASH WITHDRAWAL)([^A-Z]|$)/;
const CASH_IN = /(^|[^A-Z])(CASH DEP|CASH DEPOSIT|BY CASH|CDM)([^A-Z]|$)/;
const TRANSFER = /(^|[^A-Z])(NEFT|IMPS|RTGS|UPI|MMT)([^A-Z]|$)/;
const NOT_A_MOVE = /RETURN|\bRTN\b|REVERSAL|\bREV\b|CHARGE|CHGS|CHRG|\bGST\b/;

/** Which way a row moved money, read from its narration and direction. */
export function channelOf(narration: string, direction: 'debit' | 'credit'): Channel {
  const text = narration.toUpperCase();
  if (NOT_A_MOVE.test(text)) return 'other';
  if (direction === 'debit' && CARD.test(text)) return 'card';
  if (direction === 'debit' && CASH_OUT.test(text)) return 'cash';
  if (direction === 'credit' && CASH_IN.test(text)) return 'cash';
  if (TRANSFER.test(text)) return 'transfer';
  return 'other';
}

/** The statement's money by channel. */
export function statementChannels(transactions: readonly AnalysedTransaction[]): StatementChannels {
  const channels: StatementChannels = {
    cashWithdrawalPaise: 0,
    cardSpendPaise: 0,
    cashDepositPaise: 0,
    transferPaise: 0,
  };
  for (const row of transactions) {
    if (row.debitPaise > 0) {
      const channel = channelOf(row.narration, 'debit');
      if (channel === 'cash') channels.cashWithdrawalPaise += row.debitPaise;
      else if (channel === 'card') channels.cardSpendPaise += row.debitPaise;
      else if (channel === 'transfer') channels.transferPaise += row.debitPaise;
    }
    if (row.creditPaise > 0) {
      const channel = channelOf(row.narration, 'credit');
      if (channel === 'cash') channels.cashDepositPaise += row.creditPaise;
      else if (channel === 'transfer') channels.transferPaise += row.creditPaise;
    }
  }
  return channels;
}
