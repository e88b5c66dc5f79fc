// Bundles the server into ESM files: dist/main.js, dist/statement-worker.js for the statement
// reader's worker thread, and dist/staff-cli.js, dist/blob-cli.js and dist/restore-drill.js for
// operators. Workspace packages (@kredo/*) are inlined; npm dependencies stay external and load
// from node_modules.
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@kredo/'));

await build({
  // The statement reader runs pdf.js in a worker thread, which loads its own file beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    'statement-worker': 'src/modules/bank-statements/statement-pdf/statement-worker.ts',
    // Staff accounts for the back office, made by an operator (docs/operations.md).
    'staff-cli': 'src/staff-cli.ts',
    // Stored files: key rotation and the encryption of files kept in the clear (docs/operations.md).
    'blob-cli': 'src/blob-cli.ts',
    // The restore drill: a backup restored into a scratch database and checked (docs/operations.md).
    'restore-drill': 'src/restore-drill.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
