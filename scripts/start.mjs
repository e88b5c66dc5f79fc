// `npm start`: builds what is missing or out of date, then runs the server in this same process.
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { isStale, targets } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

for (const target of Object.values(targets)) {
  if (!isStale(root, target)) continue;
  console.log(`Building ${target.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', target.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(`${root}apps/server/dist/main.js`).href);
