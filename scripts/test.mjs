// `npm test`: every suite. Unit and server tests on PGlite; the server suite again on PostgreSQL
// when DATABASE_URL is set; then the end-to-end journeys in Chromium against the built product.
// One at a time: the journeys' waits (a decision behind the shared server's jobs) are sized for
// the two cores to themselves.
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

/** Runs a command in the foreground (asynchronously, so a run beside it keeps being read). */
function run(title, command, args, env) {
  console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    spawn(command, args, { cwd: root, stdio: 'inherit', env }).on('close', (status) => {
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

async function vitest(title, args, env) {
  const run_ = vitestArgs(title, args);
  await run(title, 'npx', run_.args, env);
  count(title, run_.report);
}

const { DATABASE_URL, ...withoutPostgres } = process.env;

await vitest('unit and server tests (PGlite)', [], withoutPostgres);
if (DATABASE_URL) await vitest('server tests (PostgreSQL)', ['--project', 'server'], process.env);
if (await run('build', 'npm', ['run', 'build'], withoutPostgres)) {
  await vitest('end-to-end journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], withoutPostgres);
}

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
