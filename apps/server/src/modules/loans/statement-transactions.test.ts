import { isoDate } from '@kredo/domain/calendar-date';
import type { RepaymentRow } from '@kredo/domain/key-fact-statement-schedule';
import { credit, debit, type JournalLine } from '@kredo/domain/ledger';
import { paise } from '@kredo/domain/money';
import { describe, expect, it } from 'vitest';

import { statementTransactions } from './statement-transactions.ts';

const rs = (rupees: number) => paise(Math.round(rupees * 100));
const at = (instalmentNumber: number) => ({ instalmentNumber });

const schedule: RepaymentRow[] = [
  ['2026-02-05', 500],
  ['2026-03-05', 400],
  ['2026-04-05', 300],
].map(([dueDate, interest], index) => ({
  instalmentNumber: index + 1,
  dueDate: isoDate(String(dueDate)),
  outstandingPrincipal: rs(30_000 - index * 10_000),
  principal: rs(10_000),
  interest: rs(Number(interest)),
  instalment: rs(10_000 + Number(interest)),
}));

const entry = (businessDate: string, kind: string, lines: JournalLine[], narration = kind) => ({
  businessDate,
  kind,
  narration,
  lines,
});

/** Lent ₹30,000; the first instalment paid on its day; the second missed (penal charge); foreclosed on 20 Mar. */
const entries = [
  entry(
    '2026-01-10',
    'disbursal',
    [
      debit('loan-principal', rs(30_000)),
      credit('fee-income', rs(600)),
      credit('gst-payable', rs(108)),
      credit('disbursal-clearing', rs(29_292)),
    ],
    'Loan KL1 disbursed, UTR 1',
  ),
  entry('2026-01-31', 'accrual', [
    debit('interest-receivable', rs(200), at(1)),
    credit('interest-income', rs(200)),
  ]),
  entry('2026-02-05', 'accrual', [
    debit('interest-receivable', rs(300), at(1)),
    credit('interest-income', rs(300)),
  ]),
  entry(
    '2026-02-05',
    'receipt',
    [
      debit('nach-suspense', rs(10_500)),
      credit('loan-principal', rs(10_000), at(1)),
      credit('interest-receivable', rs(500), at(1)),
    ],
    'NACH debit 1',
  ),
  entry('2026-03-05', 'accrual', [
    debit('interest-receivable', rs(400), at(2)),
    credit('interest-income', rs(400)),
  ]),
  entry('2026-03-05', 'penal-charge', [
    debit('penal-receivable', rs(500), at(2)),
    credit('penal-income', rs(500)),
  ]),
  entry(
    '2026-03-20',
    'receipt',
    [
      debit('gateway-suspense', rs(21_050)),
      credit('penal-receivable', rs(500), at(2)),
      credit('interest-receivable', rs(400), at(2)),
      credit('loan-principal', rs(10_000), at(2)),
      credit('loan-principal', rs(10_000), at(3)),
      credit('interest-income', rs(150), at(3)),
    ],
    'Payment pay_F (foreclosure)',
  ),
];

const brief = (rows: ReturnType<typeof statementTransactions>) =>
  rows.map((row) => [
    row.date,
    row.kind,
    row.instalmentNumber,
    row.debit / 100,
    row.credit / 100,
    row.balance / 100,
  ]);

describe('statementTransactions', () => {
  it('charges each due date its interest, shows charges and payments, and ends at nil on a foreclosed loan', () => {
    const rows = statementTransactions({
      entries,
      schedule,
      closedOn: isoDate('2026-03-20'),
      asOf: isoDate('2026-04-10'),
    });
    expect(brief(rows)).toEqual([
      ['2026-01-10', 'disbursal', null, 30_000, 0, 30_000],
      ['2026-02-05', 'interest-due', 1, 500, 0, 30_500],
      ['2026-02-05', 'payment', null, 0, 10_500, 20_000],
      ['2026-03-05', 'interest-due', 2, 400, 0, 20_400],
      ['2026-03-05', 'penal-charge', 2, 500, 0, 20_900],
      ['2026-03-20', 'interest-to-closure', null, 150, 0, 21_050],
      ['2026-03-20', 'payment', null, 0, 21_050, 0],
    ]);
    expect(rows[0]?.reference).toBe('Loan KL1 disbursed, UTR 1');
    expect(rows.at(-1)?.reference).toBe('Payment pay_F (foreclosure)');
  });

  it('stops at its as-of day, where the balance is the principal outstanding with what is due and unpaid', () => {
    const rows = statementTransactions({ entries, schedule, closedOn: null, asOf: isoDate('2026-03-05') });
    expect(rows.map((row) => row.balance / 100)).toEqual([30_000, 30_500, 20_000, 20_400, 20_900]);
  });

  it("shows nothing for the lender's own accounting: an NPA's interest reversal or a write-off leaves the debt owed", () => {
    const accounting = [
      ...entries.slice(0, 4),
      entry('2026-06-10', 'accrual', [
        debit('interest-income', rs(400)),
        credit('interest-receivable', rs(400), at(2)),
      ]),
      entry('2026-07-01', 'write-off', [
        debit('write-off-expense', rs(20_000)),
        credit('loan-principal', rs(20_000)),
      ]),
      entry(
        '2026-07-02',
        'receipt',
        [debit('gateway-suspense', rs(1_000)), credit('recoveries-income', rs(1_000), at(2))],
        'Payment pay_R',
      ),
    ];
    const rows = statementTransactions({
      entries: accounting,
      schedule,
      closedOn: null,
      asOf: isoDate('2026-07-10'),
    });
    // Owed: ₹20,000 of principal with the interest of instalments 2 and 3, less the ₹1,000 recovered.
    expect(rows.at(-1)?.balance).toBe(rs(20_000 + 400 + 300 - 1_000));
    expect(rows.map((row) => row.kind)).not.toContain('reversal');
  });

  it('adds a bounce charge and a refund of the advance, and takes off a charge reversed', () => {
    const rows = statementTransactions({
      entries: [
        entries[0]!,
        entry('2026-02-06', 'bounce-charge', [
          debit('fees-receivable', rs(295), at(1)),
          credit('fee-income', rs(250)),
          credit('gst-payable', rs(45)),
        ]),
        entry('2026-02-07', 'reversal', [
          credit('fees-receivable', rs(295), at(1)),
          debit('fee-income', rs(250)),
          debit('gst-payable', rs(45)),
        ]),
        entry('2026-02-08', 'refund', [
          debit('borrower-advances', rs(100)),
          credit('refunds-payable', rs(100)),
        ]),
      ],
      schedule: [],
      closedOn: null,
      asOf: isoDate('2026-02-10'),
    });
    expect(brief(rows)).toEqual([
      ['2026-01-10', 'disbursal', null, 30_000, 0, 30_000],
      ['2026-02-06', 'bounce-charge', 1, 295, 0, 30_295],
      ['2026-02-07', 'reversal', null, 0, 295, 30_000],
      ['2026-02-08', 'refund', null, 100, 0, 30_100],
    ]);
  });
});
