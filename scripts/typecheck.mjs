// Type-checks every workspace project; each has its own compiler settings (DOM for the web app, Node for the rest).
import { spawnSync } from 'node:child_process';

const projects = [
  'packages/contract',
  'packages/domain',
  'apps/server',
  'apps/web',
  'apps/web/tsconfig.test.json',
  'apps/web/tsconfig.node.json',
  'apps/console',
  'apps/console/tsconfig.test.json',
  'apps/console/tsconfig.node.json',
  'e2e',
  'bench',
];
let failed = false;
for (const project of projects) {
  const config = project.endsWith('.json') ? project : `${project}/tsconfig.json`;
  const result = spawnSync('npx', ['tsc', '-p', config], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
