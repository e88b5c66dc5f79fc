// `npm test`: every suite. Unit and server tests on PGlite; then the end-to-end journeys in
// Chromium against the built product and, when DATABASE_URL is set, beside them the server suite
// again on PostgreSQL (one worker: the journeys leave about a core idle, waiting on the browser
// and the server; the two use separate databases). The PostgreSQL run's output follows the
// journeys'.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/** Starts a vitest run in the background, its output kept in a file; answers when it has ended. */
function vitestBeside(title, args, env) {
  const run_ = vitestArgs(title, args);
  const log = join(reports, `${title.replace(/\W+/g, '-')}.log`);
  const out = createWriteStream(log);
  const child = spawn('npx', run_.args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  return new Promise((resolve) => {
    child.on('close', (status) => {
      out.end(() => {
        console.log(`\n=== ${title} ===`);
        console.log(readFileSync(log, 'utf8'));
        if (status !== 0) failedRuns += 1;
        count(title, run_.report);
        resolve();
      });
    });
  });
}

const { DATABASE_URL, ...withoutPostgres } = process.env;

await vitest('unit and server tests (PGlite)', [], withoutPostgres);
const onPostgres = DATABASE_URL
  ? vitestBeside('server tests (PostgreSQL)', ['--project', 'server', '--maxWorkers=1'], process.env)
  : Promise.resolve();
if (await run('build', 'npm', ['run', 'build'], withoutPostgres)) {
  await vitest('end-to-end journeys (Chromium)', ['--config', 'e2e/vitest.config.ts'], withoutPostgres);
}
await onPostgres;

rmSync(reports, { recursive: true, force: true });
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join('\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedRuns > 0 || totals.failed > 0 ? 1 : 0);
