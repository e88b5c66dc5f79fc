// `npm run dev`: the API with reload on change, and Vite's dev server (proxying the API) for the web app.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// The same data directory as `npm start`, whichever folder the workspace script runs in.
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../data', import.meta.url));
const env = { ...process.env, DATA_DIR: dataDir };

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@kredo/server'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '--workspace', '@kredo/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// When either half ends, for whatever reason, stop the other.
for (const child of children) child.on('exit', stop);
