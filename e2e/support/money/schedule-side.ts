/**
 * What a loan's schedule says it still owes, worked out here from the instalments and the lines
 * that paid them, without the server's code: the principal of every instalment less what was
 * repaid; per instalment, the interest recognised by the loan's last closed day less what was
 * received for it (never below nil); the charges levied less those paid. The server's rule for
 * recognising interest: an instalment's whole interest at the close of its due date, and at each
 * month-end the running period's share so far, by calendar days, rounded half up.
 */
export type Instalment = {
  instalmentNumber: number;
  dueDate: string;
  principal: number;
  interest: number;
};

export type LoanLine = {
  kind: string;
  /** The business day of the line's entry. */
  businessDate: string;
  account: string;
  amount: number;
  instalmentNumber: number | null;
};

export type ScheduleSide = {
  principal: number;
  interest: number;
  charges: number;
  /** Instalments paid beyond their schedule (a component paid twice). */
  overpaid: string[];
  /** Penal charges levied on an instalment whose principal and interest were paid by its due date. */
  penalOnTime: string[];
};

const payingKinds = new Set(['receipt', 'advance-applied']);
const chargeKinds = new Set(['penal-charge', 'bounce-charge']);
const chargeAccounts = new Set(['penal-receivable', 'fees-receivable']);
const dayMs = 86_400_000;

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / dayMs);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last month-end on or before `date`. */
function monthEndOnOrBefore(date: string): string {
  const next = new Date(utc(date) + dayMs);
  if (next.getUTCDate() === 1) return date;
  return isoOf(Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), 0));
}

/** The interest of an instalment recognised by the close of `closedThrough`. */
export function interestRecognised(row: Instalment, periodStart: string, closedThrough: string): number {
  if (row.dueDate <= closedThrough) return row.interest;
  const lastClosedInPeriod = isoOf(Math.min(utc(closedThrough), utc(row.dueDate) - dayMs));
  const monthEnd = monthEndOnOrBefore(lastClosedInPeriod);
  if (monthEnd <= periodStart) return 0;
  const days = daysBetween(periodStart, row.dueDate);
  const elapsed = daysBetween(periodStart, monthEnd);
  return Math.floor((2 * row.interest * elapsed + days) / (2 * days));
}

const paidBy = (lines: LoanLine[], accounts: string[], instalmentNumber: number) =>
  -lines
    .filter(
      (line) =>
        payingKinds.has(line.kind) &&
        accounts.includes(line.account) &&
        line.instalmentNumber === instalmentNumber &&
        line.amount < 0,
    )
    .reduce((sum, line) => sum + line.amount, 0);

export function scheduleSide(
  schedule: Instalment[],
  disbursalDate: string,
  closedThrough: string,
  lines: LoanLine[],
): ScheduleSide {
  let principal = 0;
  let interest = 0;
  const overpaid: string[] = [];
  schedule.forEach((row, index) => {
    const periodStart = index === 0 ? disbursalDate : (schedule[index - 1]?.dueDate ?? disbursalDate);
    const principalPaid = paidBy(lines, ['loan-principal'], row.instalmentNumber);
    const interestPaid = paidBy(lines, ['interest-receivable', 'interest-income'], row.instalmentNumber);
    if (principalPaid > row.principal)
      overpaid.push(
        `instalment ${row.instalmentNumber}: principal ${principalPaid} paid of ${row.principal}`,
      );
    if (interestPaid > row.interest)
      overpaid.push(`instalment ${row.instalmentNumber}: interest ${interestPaid} paid of ${row.interest}`);
    principal += row.principal - principalPaid;
    interest += Math.max(0, interestRecognised(row, periodStart, closedThrough) - interestPaid);
  });
  const penalOnTime = schedule.flatMap((row) => {
    const levies = lines.filter(
      (line) =>
        line.kind === 'penal-charge' &&
        line.account === 'penal-receivable' &&
        line.instalmentNumber === row.instalmentNumber &&
        line.amount > 0,
    );
    if (levies.length === 0) return [];
    const byDueDate = lines.filter((line) => line.businessDate <= row.dueDate);
    const paid =
      paidBy(byDueDate, ['loan-principal'], row.instalmentNumber) +
      paidBy(byDueDate, ['interest-receivable', 'interest-income'], row.instalmentNumber);
    return paid >= row.principal + row.interest
      ? [
          `instalment ${row.instalmentNumber} due ${row.dueDate}: paid ${paid} by then, ` +
            `yet a penal charge of ${levies.reduce((sum, line) => sum + line.amount, 0)} was levied`,
        ]
      : [];
  });
  const levied = lines
    .filter((line) => chargeKinds.has(line.kind) && chargeAccounts.has(line.account) && line.amount > 0)
    .reduce((sum, line) => sum + line.amount, 0);
  const chargesPaid = -lines
    .filter((line) => payingKinds.has(line.kind) && chargeAccounts.has(line.account) && line.amount < 0)
    .reduce((sum, line) => sum + line.amount, 0);
  return { principal, interest, charges: levied - chargesPaid, overpaid, penalOnTime };
}

/** The loan's receivables in the ledger, by what they are. */
export function ledgerSide(lines: LoanLine[]) {
  const sum = (accounts: string[]) =>
    lines.filter((line) => accounts.includes(line.account)).reduce((total, line) => total + line.amount, 0);
  return {
    principal: sum(['loan-principal']),
    interest: sum(['interest-receivable']),
    charges: sum(['penal-receivable', 'fees-receivable']),
  };
}
