// `npm run dev`: the API with reload on change, and Vite's dev server (proxying the API) for the web app.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', '@kredo/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', '@kredo/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
