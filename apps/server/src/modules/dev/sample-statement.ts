import { daysInMonth, yearMonthBefore, type IsoDate } from '@kredo/domain/calendar-date';

import { combineReadings } from '../bank-statements/combine-readings.ts';
import type {
  StatementAnalysisRecord,
  StatementFileReading,
  StoredTransaction,
} from '../bank-statements/statement-records.ts';

/** The sandbox statement's months, ending with the month before today. */
export const sampleStatementMonths = 6;
/** Its monthly salary, in paise: ₹1,00,000, so the declared income decides capacity up to it. */
export const sampleSalaryPaise = 100_000_00;
const openingBalancePaise = 20_000_00;

/** A month's spending after the salary: rent, groceries and cash, each on its own day. */
const monthlySpending = [
  { day: 5, narration: 'UPI/RENT/LANDLORD', debitPaise: 25_000_00 },
  { day: 14, narration: 'POS/FRESHMART GROCERIES', debitPaise: 9_500_00 },
  { day: 22, narration: 'ATM WDL/MG ROAD', debitPaise: 10_000_00 },
] as const;
/** The bank's month-end charge, so the statement runs to the month's last day. */
const smsChargesPaise = 17_70;

const monthEnd = (month: string) =>
  `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;

/**
 * The sandbox's sample bank statement, as a statement file reads: six whole months ending with
 * the month before `today` (the server's business date), a salary credit from one employer on
 * the 1st of each, and ordinary spending and a month-end charge, every balance following from the one before.
 */
export function sampleStatementReading(today: IsoDate): StatementFileReading {
  const transactions: StoredTransaction[] = [];
  let balancePaise = openingBalancePaise;
  const add = (date: string, narration: string, creditPaise: number, debitPaise: number) => {
    balancePaise += creditPaise - debitPaise;
    transactions.push({ date, narration, creditPaise, debitPaise, balancePaise });
  };
  const months: string[] = [];
  for (let back = sampleStatementMonths; back >= 1; back -= 1) months.push(yearMonthBefore(today, back));
  for (const month of months) {
    add(`${month}-01`, 'NEFT CR-ACME TECHNOLOGIES PVT LTD-SALARY', sampleSalaryPaise, 0);
    for (const spend of monthlySpending) {
      add(`${month}-${String(spend.day).padStart(2, '0')}`, spend.narration, 0, spend.debitPaise);
    }
    add(monthEnd(month), 'SMS ALERT CHARGES', 0, smsChargesPaise);
  }
  return {
    bank: 'Sandbox Bank',
    pages: 1,
    holderName: null,
    accountNumberLast4: '4321',
    openingBalancePaise,
    periodFrom: `${months[0]}-01`,
    periodTo: monthEnd(months.at(-1)!),
    transactions,
  };
}

/** The sample statement's analysis, made by the same reading as an uploaded statement's. */
export function sampleStatementAnalysis(today: IsoDate): StatementAnalysisRecord {
  const analysis = combineReadings([sampleStatementReading(today)], 'PDF_UPLOAD');
  if (!analysis) throw new Error('the sample statement has no reading');
  return analysis;
}
