import { checkFiles, type FileCheck, type FileCheckDeps } from './check-files.ts';
import { checkLedger, formatUnits, type LedgerCheck } from './check-ledger.ts';

export type DrillReport = {
  ledger: LedgerCheck;
  files: FileCheck;
  /** Every finding, the ledger's first: none when the backup restores whole. */
  failures: string[];
};

/** The three checks on a restored copy: the ledger balances, every file opens whole, every signed PDF verifies. */
export async function checkRestoredCopy(deps: FileCheckDeps): Promise<DrillReport> {
  const ledger = await checkLedger(deps.db);
  const files = await checkFiles(deps);
  return { ledger, files, failures: [...ledger.failures, ...files.failures] };
}

function unitLines(ledger: LedgerCheck): string[] {
  const byUnit = new Map<string, { debits: bigint; credits: bigint }>();
  for (const total of ledger.totals) {
    const sum = byUnit.get(total.unit) ?? { debits: 0n, credits: 0n };
    byUnit.set(total.unit, { debits: sum.debits + total.debits, credits: sum.credits + total.credits });
  }
  return [...byUnit].map(
    ([unit, { debits, credits }]) =>
      `  ${unit}: debits ${formatUnits(debits, unit)}, credits ${formatUnits(credits, unit)}: ${debits === credits ? 'nil' : 'NOT NIL'}`,
  );
}

/** The report as an operator reads it: what was checked, then every failure. */
export function formatReport(report: DrillReport): string {
  const { ledger, files } = report;
  const checked = Object.values(files.checked).reduce((sum, count) => sum + count, 0);
  const perTable = Object.entries(files.checked)
    .map(([table, count]) => `${table} ${count}`)
    .join(', ');
  const lines = [
    `Ledger: ${ledger.entries} journal entries (${ledger.lines} lines), ${ledger.accounts} accounts; trial balance per unit:`,
    ...(ledger.totals.length ? unitLines(ledger) : ['  (no journal lines)']),
    `Files: ${checked} checked against their SHA-256 (${perTable})`,
    `Signed PDFs: ${files.verified} of ${files.signed} verified (${files.pdfs} PDF documents)`,
    report.failures.length
      ? `${report.failures.length} ${report.failures.length === 1 ? 'failure' : 'failures'}:`
      : 'No failures: the backup restores whole.',
    ...report.failures.map((failure) => `  - ${failure}`),
  ];
  return `${lines.join('\n')}\n`;
}
