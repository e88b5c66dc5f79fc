import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readStatementPdf } from './read-statement.ts';
import { closeStatementWorkers, countLiveStatementWorkers } from './run-statement-worker.ts';
import { generateStatementPdf } from './testing/generate-statement.ts';
import { generateManyStreamsPdf, generateOperatorFloodPdf } from './testing/hostile-pdfs.ts';
import {
  generateLetterPdf,
  generateManyPagesPdf,
  generateUnknownBankStatementPdf,
  onePixelPng,
} from './testing/other-pdfs.ts';
import { seededRandom } from './testing/seeded-random.ts';

let icici: Uint8Array;
let kotak: Uint8Array;
beforeAll(async () => {
  const generated = await generateStatementPdf({
    bank: 'ICICI',
    holderName: 'Sunil Nair',
    accountNumber: '000401234567',
    months: 2,
    endDate: '2026-05-31',
    seed: 5,
  });
  icici = generated.bytes;
  kotak = await generateUnknownBankStatementPdf(9);
});
afterAll(closeStatementWorkers);

const failure = (code: number) => ({ outcome: 'FAILED', code });

describe('files that are not a PDF: code 0', () => {
  it('refuses random bytes and a PNG without starting a worker', async () => {
    const random = seededRandom(1);
    const noise = Uint8Array.from({ length: 4096 }, () => random.int(0, 255));
    expect(await readStatementPdf(noise, { expectedBank: 'HDFC' })).toMatchObject(failure(0));
    expect(await readStatementPdf(onePixelPng, { expectedBank: null })).toMatchObject(failure(0));
    expect(countLiveStatementWorkers()).toBe(0);
  });
});

describe('the wrong bank', () => {
  it('fails with code 4 when the statement is another of our four banks', async () => {
    expect(await readStatementPdf(icici, { expectedBank: 'HDFC' })).toMatchObject(failure(4));
    expect(await readStatementPdf(icici, { expectedBank: 'ICICI' })).toMatchObject({
      outcome: 'READ',
      bank: 'ICICI',
    });
  });

  it('fails with code 5 for a bank we have no layout for when a bank was chosen, code 2 when none was', async () => {
    expect(await readStatementPdf(kotak, { expectedBank: 'AXIS' })).toMatchObject(failure(5));
    expect(await readStatementPdf(kotak, { expectedBank: null })).toMatchObject(failure(2));
  });
});

describe('unreadable and unsupported PDFs', () => {
  it('fails with code 6 on a truncated PDF', async () => {
    expect(await readStatementPdf(icici.slice(0, icici.length / 2), { expectedBank: 'ICICI' })).toMatchObject(
      failure(6),
    );
  });

  it('fails with code 7 on a letter (a date, an amount and a bank name, but no statement) and on a page without text', async () => {
    expect(await readStatementPdf(await generateLetterPdf(), { expectedBank: 'HDFC' })).toMatchObject(
      failure(7),
    );
    expect(
      await readStatementPdf(await generateManyPagesPdf(1, false), { expectedBank: null }),
    ).toMatchObject(failure(7));
  });
});

describe('limits: code 2', () => {
  it('refuses more pages than the cap before reading them', async () => {
    const pages150 = await generateManyPagesPdf(150);
    expect(await readStatementPdf(pages150, { expectedBank: 'HDFC', maxPages: 100 })).toMatchObject(
      failure(2),
    );
  });

  it('refuses a page drawn from 200,000 content streams in well under a second of reading', async () => {
    const hostile = await generateManyStreamsPdf(200_000);
    expect(hostile.length).toBeGreaterThan(1_000_000);
    const started = performance.now();
    const reading = await readStatementPdf(hostile, { expectedBank: 'HDFC' });
    expect(reading).toMatchObject({
      ...failure(2),
      reason: expect.stringContaining('200000 content streams'),
    });
    // pdf.js alone spent more than 15 s on it; a new worker's warm-up is most of this.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("ends a one-page file that reads longer than a page's share, long before the 15 s cap", async () => {
    const flood = await generateOperatorFloodPdf(6_000_000);
    const started = performance.now();
    const reading = await readStatementPdf(flood, { expectedBank: 'HDFC' });
    expect(reading).toMatchObject({ ...failure(2), reason: expect.stringContaining('timed out') });
    // 3 s to open and a quarter of a second for its page, after the worker's warm-up.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(await readStatementPdf(icici, { expectedBank: 'ICICI' })).toMatchObject({ outcome: 'READ' });
  });

  it('ends the worker of a read that runs out of time, and the next read gets a new one', async () => {
    await closeStatementWorkers();
    const reading = await readStatementPdf(icici, { expectedBank: 'ICICI', timeoutMs: 1 });
    expect(reading).toMatchObject({ ...failure(2), reason: expect.stringContaining('timed out') });
    // Only the idle workers end here (a spare kept warm); the timed-out one must have ended itself.
    await closeStatementWorkers();
    await expect.poll(() => countLiveStatementWorkers()).toBe(0);
    expect(await readStatementPdf(icici, { expectedBank: 'ICICI' })).toMatchObject({ outcome: 'READ' });
  });
});
