// `npm run restore-drill -- [options]`: builds the server when it is missing or out of date, then
// runs the restore drill (apps/server/src/restore-drill.ts) in this same process, with this
// process's environment (DATABASE_URL, BLOB_STORE, S3_*, DATA_DIR, the keys) and arguments.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { isStale, targets } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const drill = `${root}apps/server/dist/restore-drill.js`;

if (isStale(root, targets.server) || !existsSync(drill)) {
  console.error(`Building ${targets.server.workspace}…`);
  // Its output goes to stderr: stdout carries only the drill's report.
  const result = spawnSync('npm', ['run', 'build', '--workspace', targets.server.workspace], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(drill).href);
