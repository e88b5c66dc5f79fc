import { renderKeyFactStatementPdf } from '../apps/server/src/modules/generated-documents/key-fact-statement-pdf.ts';
import {
  agreementData,
  anchorKfs,
  kfsParties,
} from '../apps/server/src/modules/generated-documents/generated-documents-test-kit.ts';
import { renderLoanAgreementPdf } from '../apps/server/src/modules/generated-documents/loan-agreement-pdf.ts';
import { renderNachFormPdf } from '../apps/server/src/modules/generated-documents/nach-form-pdf.ts';
import { sampleNachForm } from '../apps/server/src/modules/generated-documents/nach-form-test-kit.ts';
import { printFigures, type Figure } from './support.ts';

const renders = 20;

type Job = { name: string; render: () => Promise<Uint8Array> };

/**
 * Rendering the worked loan's KFS (3 pages) and its loan agreement (7 pages, the KFS annexed), in
 * English and Hindi, and its prefilled NACH mandate form (1 page, English only), one after another
 * as the documents service does: the first render of the process reads the fonts and warms fontkit
 * up, then 20 more of each give the median and p95.
 */
export async function benchDocuments(): Promise<boolean> {
  const kfs = anchorKfs();
  const agreement = agreementData({ kfs });
  const jobs: Job[] = [
    ...(['en', 'hi'] as const).flatMap((language) => [
      { name: `KFS (${language})`, render: () => renderKeyFactStatementPdf(kfs, kfsParties(), language) },
      { name: `agreement (${language})`, render: () => renderLoanAgreementPdf(agreement, language) },
    ]),
    { name: 'NACH form (en)', render: () => renderNachFormPdf(sampleNachForm) },
  ];
  const ms = (value: number) => Number(value.toFixed(1));
  const figures: Figure[] = [];
  const coldStarted = performance.now();
  await jobs[0]?.render();
  figures.push({
    name: 'first render of the process (KFS en)',
    value: ms(performance.now() - coldStarted),
    unit: 'ms',
  });
  for (const job of jobs) {
    const timings: number[] = [];
    let size = 0;
    for (let i = 0; i < renders; i += 1) {
      const started = performance.now();
      size = (await job.render()).length;
      timings.push(performance.now() - started);
    }
    const sorted = timings.sort((a, b) => a - b);
    const median = ((sorted[renders / 2 - 1] ?? 0) + (sorted[renders / 2] ?? 0)) / 2;
    // Nearest rank: the 19th of 20.
    const p95 = sorted[Math.ceil(0.95 * renders) - 1] ?? 0;
    figures.push(
      { name: `${job.name} median`, value: ms(median), unit: 'ms', budget: { max: 1000 } },
      { name: `${job.name} p95`, value: ms(p95), unit: 'ms' },
      { name: `${job.name} size`, value: Number((size / 1024).toFixed(1)), unit: 'KB' },
    );
  }
  return printFigures(`Generated documents (worked loan, ${renders} renders each)`, figures);
}
