import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

import { freePort, printFigures, startProcess, stopProcess, waitFor200 } from './support.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));
// LIGHTHOUSE_WEB_DIST measures another build (a copy of an earlier dist), to compare before and after in turn.
const webDist =
  process.env.LIGHTHOUSE_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const resultsDir = fileURLToPath(new URL('./results/', import.meta.url));
const runs = 3;
// The borrower's experience: performance at least 95 and the largest paint within 2.5 s on the
// emulated phone (docs/benchmarks.md).
const performanceBudget = 95;
const largestPaintBudgetSeconds = 2.5;

type Run = { lhr: Result; html: string; performance: number; accessibility: number };

const score = (lhr: Result, category: 'performance' | 'accessibility') =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/**
 * Lighthouse's default mobile configuration (emulated Moto G Power, simulated slow 4G and 4× CPU
 * slowdown) on the login page, which is the landing: performance and accessibility only, three
 * runs, each in a fresh Chromium. The performance score is the median run's.
 */
export async function benchLighthouse(): Promise<boolean> {
  if (!existsSync(join(webDist, 'index.html'))) throw new Error(`${webDist} is not built: npm run build`);
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-bench-lighthouse-'));
  // The three runs take half a minute: serve a copy of the build, so a rebuild meanwhile cannot change it.
  const webCopy = join(dataDir, 'web-dist');
  await cp(webDist, webCopy, { recursive: true });
  const port = await freePort();
  const server = startProcess(process.execPath, [serverEntry], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'data'),
    WEB_DIST_DIR: webCopy,
    LOG_LEVEL: 'warn',
  });
  try {
    await waitFor200(`http://127.0.0.1:${port}/`, performance.now());
    const url = `http://127.0.0.1:${port}/#/`;
    const results: Run[] = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await runWithRetries(url);
      results.push(run);
      console.log(
        `    run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
          `FCP ${seconds(numeric(run.lhr, 'first-contentful-paint'))} s, ` +
          `LCP ${seconds(numeric(run.lhr, 'largest-contentful-paint'))} s, ` +
          `TBT ${Math.round(numeric(run.lhr, 'total-blocking-time'))} ms`,
      );
    }
    const median = [...results].sort((a, b) => a.performance - b.performance)[Math.floor(runs / 2)];
    if (!median) throw new Error('no Lighthouse run');
    const { lhr } = median;
    await mkdir(resultsDir, { recursive: true });
    const reportPath = join(resultsDir, 'lighthouse-login.html');
    await writeFile(reportPath, median.html);
    console.log(`    report of the median run: ${reportPath}`);
    const accessibilityFailures = failedAudits(lhr, 'accessibility');
    if (accessibilityFailures.length > 0)
      console.log(`    accessibility audits failed: ${accessibilityFailures.join(', ')}`);
    const { formFactor, throttlingMethod, throttling } = lhr.configSettings;
    const withinBudget = printFigures(
      `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} (${throttlingMethod}: ${throttling.rttMs} ms RTT, ` +
        `${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbps, ${throttling.cpuSlowdownMultiplier}× CPU), login page`,
      [
        {
          name: 'performance score (median of 3)',
          value: median.performance,
          unit: '',
          budget: { min: performanceBudget },
        },
        {
          name: 'accessibility score (lowest of 3)',
          value: Math.min(...results.map((run) => run.accessibility)),
          unit: '',
          budget: { min: 95 },
        },
        { name: 'First Contentful Paint', value: seconds(numeric(lhr, 'first-contentful-paint')), unit: 's' },
        {
          name: 'Largest Contentful Paint (median run)',
          value: seconds(numeric(lhr, 'largest-contentful-paint')),
          unit: 's',
          budget: { max: largestPaintBudgetSeconds },
        },
        { name: 'Total Blocking Time', value: Math.round(numeric(lhr, 'total-blocking-time')), unit: 'ms' },
        {
          name: 'Cumulative Layout Shift',
          value: Number(numeric(lhr, 'cumulative-layout-shift').toFixed(3)),
          unit: '',
        },
        {
          name: 'total byte weight',
          value: Number((numeric(lhr, 'total-byte-weight') / 1024).toFixed(1)),
          unit: 'KB',
        },
      ],
    );
    if (!withinBudget) printOpportunities(lhr);
    return withinBudget;
  } finally {
    await stopProcess(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Lighthouse's own answer to a failed trace (NO_NAVSTART, NO_FCP, ...) is "run Lighthouse again". */
class LighthouseRuntimeError extends Error {}

async function runWithRetries(url: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= attempts) throw error;
      console.warn(`    ${error.message}; running it again`);
    }
  }
}

async function runOnce(url: string): Promise<Run> {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // As root Chromium refuses to start with its sandbox on.
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'html',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseRuntimeError(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    for (const warning of lhr.runWarnings) console.warn(`    Lighthouse warning: ${warning}`);
    return {
      lhr,
      html: Array.isArray(result.report) ? (result.report[0] ?? '') : result.report,
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
    };
  } finally {
    chrome.kill();
  }
}

function seconds(ms: number): number {
  return Number((ms / 1000).toFixed(2));
}

function failedAudits(lhr: Result, category: string): string[] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
    .map((ref) => ref.id);
}

/** The performance diagnostics that cost most, by Lighthouse's estimated savings, for the web app's owner. */
function printOpportunities(lhr: Result): void {
  const candidates = (lhr.categories.performance?.auditRefs ?? [])
    .filter((ref) => ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter((audit): audit is NonNullable<typeof audit> => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const savings = audit.metricSavings ?? {};
      const details = audit.details as
        { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
      const ms = (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
      return { audit, savings, details, ms };
    })
    .sort(
      (a, b) => b.ms - a.ms || (b.details?.overallSavingsBytes ?? 0) - (a.details?.overallSavingsBytes ?? 0),
    )
    .slice(0, 5);
  console.log('  Costing most (median run, estimated savings):');
  for (const { audit, savings, details } of candidates) {
    const parts = [
      ...(['FCP', 'LCP', 'TBT'] as const)
        .filter((metric) => (savings[metric] ?? 0) > 0)
        .map((metric) => `${metric} -${Math.round(savings[metric] ?? 0)} ms`),
      ...(savings.CLS ? [`CLS -${savings.CLS.toFixed(3)}`] : []),
      // The display value already says "Est savings of N KiB" when there are bytes to save.
      ...(audit.displayValue
        ? [audit.displayValue]
        : details?.overallSavingsBytes
          ? [`${(details.overallSavingsBytes / 1024).toFixed(1)} KB`]
          : []),
    ];
    console.log(`    ${audit.id}: ${audit.title}${parts.length ? ` (${parts.join(', ')})` : ''}`);
  }
}
