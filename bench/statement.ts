import { analyseStatement } from '@kredo/domain/statement-analysis';

import { readStatementPdf } from '../apps/server/src/modules/bank-statements/statement-pdf/read-statement.ts';
import { closeStatementWorkers } from '../apps/server/src/modules/bank-statements/statement-pdf/run-statement-worker.ts';
import { generateStatementPdf } from '../apps/server/src/modules/bank-statements/statement-pdf/testing/generate-statement.ts';
import { benchHostileNeighbours } from './statement-neighbours.ts';
import { printFigures } from './support.ts';

const reads = 5;

/**
 * Reading a twelve-month, thirty-page HDFC statement, as an upload does: pdf.js in a worker thread,
 * then the layout's columns. The first read starts the worker (pdf.js warms up in it); the later
 * ones reuse it, as back-to-back uploads do.
 */
export async function benchStatement(): Promise<boolean> {
  const generated = await generateStatementPdf({
    bank: 'HDFC',
    holderName: 'Sunil Nair',
    accountNumber: '50100123456789',
    months: 12,
    endDate: '2026-10-31',
    seed: 2026,
    bounces: 3,
    transactionsPerMonth: 82,
  });
  const timings: number[] = [];
  try {
    for (let i = 0; i < reads; i += 1) {
      const started = performance.now();
      const reading = await readStatementPdf(generated.bytes, { expectedBank: 'HDFC' });
      timings.push(performance.now() - started);
      if (reading.outcome !== 'READ' || reading.transactions.length !== generated.transactions.length) {
        console.error(`  statement read ${i + 1} went wrong: ${JSON.stringify(reading).slice(0, 300)}`);
        return false;
      }
      if (i === 0) {
        const started = performance.now();
        analyseStatement(reading);
        console.log(
          `    analysis of ${reading.transactions.length} rows: ${(performance.now() - started).toFixed(1)} ms`,
        );
      }
    }
  } finally {
    await closeStatementWorkers();
  }
  const sorted = [...timings].sort((a, b) => a - b);
  const median = sorted[Math.floor(reads / 2)] ?? 0;
  const seconds = (ms: number) => Number((ms / 1000).toFixed(2));
  const alone = printFigures(`Statement PDF read (HDFC, 12 months, ${reads} reads)`, [
    { name: 'pages', value: generated.pages, unit: '' },
    { name: 'transactions', value: generated.transactions.length, unit: '' },
    { name: 'PDF size', value: Number((generated.bytes.length / 1024).toFixed(1)), unit: 'KB' },
    { name: 'first read (new worker)', value: seconds(timings[0] ?? 0), unit: 's' },
    { name: 'median read', value: seconds(median), unit: 's', budget: { max: 2 } },
    {
      name: 'pages per second at the median',
      value: Math.round(generated.pages / (median / 1000)),
      unit: '',
    },
  ]);
  return (await benchHostileNeighbours()) && alone;
}
