// Type-checks every workspace project; each has its own compiler settings (DOM for the web app,
// Node for the rest). Two projects at a time (each tsc is one thread), each one's output printed
// whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = [
  'apps/server',
  'apps/web',
  'apps/console',
  'e2e',
  'apps/web/tsconfig.test.json',
  'apps/console/tsconfig.test.json',
  'bench',
  'deploy',
  'packages/contract',
  'packages/domain',
  'apps/web/tsconfig.node.json',
  'apps/console/tsconfig.node.json',
];

function check(project) {
  const config = project.endsWith('.json') ? project : `${project}/tsconfig.json`;
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', config], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift())
    if (!(await check(project))) failed = true;
}
await Promise.all(Array.from({ length: Math.max(2, availableParallelism()) }, worker));
process.exit(failed ? 1 : 0);
