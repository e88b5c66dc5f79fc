// `npm test`: every suite. Unit and server tests on PGlite; then the end-to-end journeys in
// Chromium against the built product, two files at a time (each worker its own server), with the
// server suite again on PostgreSQL (when DATABASE_URL is set) beside them, also on two workers: its
// tests mostly wait on the database (a fifth to a half of a core each), and a journey on a
// sandbox's clock. Last, the screen gallery alone, which keeps both cores busy.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'kredo-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Each failed test's run, file and name, listed again at the end where a log's tail shows them. */
const failures = [];
let failedRuns = 0;

/**
 * Runs a command (asynchronously, so a run beside it keeps being read). In the foreground its
 * output streams; a run beside another keeps its output and prints it whole when it ends.
 */
function run(title, command, args, env, { beside = false } = {}) {
  console.log(`\n=== ${title}${beside ? ' (beside the next run; its output when it ends)' : ''} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: beside ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    });
    let output = '';
    if (beside) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (status) => {
      if (beside) console.log(`\n=== ${title}: its output ===\n${output}`);
      if (status !== 0) failedRuns += 1;
      resolve(status === 0);
    });
  });
}

const vitestArgs = (title, args) => {
  const report = join(reports, `${title.replace(/\W+/g, '-')}.json`);
  return {
    report,
    args: ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
  };
};

/** Adds a finished run's report to the totals and its failed tests to the list. */
function count(title, report) {
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + (summary.numTodoTests ?? 0);
    for (const file of summary.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failed) failures.push(`${title}: ${relative(root, file.name)} > ${test.fullName}`);
      if (failed.length === 0 && file.status === 'failed')
        failures.push(`${title}: ${relative(root, file.name)}`);
    }
  } catch {
    totals.failed += 1; // the run died before writing its report
    failures.push(`${title}: the run ended before writing its report`);
  }
}

async function vitest(title, args, env, options) {
  const run_ = vitestArgs(title, args);
  await run(title, 'npx', run_.args, env, options);
  count(title, run_.report);
}

const { DATABASE_URL, ...withoutPostgres } = process.env;

await vitest('unit and server tests (PGlite)', [], withoutPostgres);
const postgres = DATABASE_URL
  ? vitest('server tests (PostgreSQL)', ['--project', 'server', '--maxWorkers', '2'], process.env, {
      beside: true,
    })
  : Promise.resolve();
const gallery = 'gallery.e2e.ts';
if (await run('build', 'npm', ['run', 'build'], withoutPostgres)) {
  const e2e = ['--config', 'e2e/vitest.config.ts'];
  await vitest(
    'end-to-end journeys (Chromium)',
    [...e2e, '--maxWorkers', '2', '--exclude', `**/${gallery}`],
    withoutPostgres,
  );
  await postgres;
  // One file, one worker: one server (e2e/support/global-setup.ts starts one per worker).
  await vitest('screen gallery (Chromium)', [...e2e, '--maxWorkers', '1', gallery], withoutPostgres);
}
await postgres;

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
