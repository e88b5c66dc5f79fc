// `npm run start:scale-out`: the product on a PostgreSQL cluster, several instances and nginx in
// front, on loopback (docs/operations.md "Many instances"). Ctrl-C stops everything.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { isStale, targets } from '../scripts/build-state.mjs';
import { startTopology } from './topology.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number`);
  return value;
};

if (Object.values(targets).some((target) => isStale(root, target))) {
  const made = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (made.status !== 0) process.exit(made.status ?? 1);
}

const topology = await startTopology({
  dir: resolve(process.env.SCALE_OUT_DIR ?? `${root}data/scale-out`),
  instances: number('INSTANCES', 2),
  port: number('PORT', 8080),
  postgresPort: number('POSTGRES_PORT', 55450),
  databaseUrl: process.env.DATABASE_URL,
  ratePerMinute: number('RATE_LIMIT_PER_MINUTE', 600),
  output: 'inherit',
});
process.stdout.write(
  `Kredo is running at ${topology.baseUrl} (nginx) on ${topology.instances.length} instances: ${topology.instances
    .map((instance) => instance.baseUrl)
    .join(
      ', ',
    )}\nPostgreSQL: ${topology.databaseUrl}\nMetrics: GET <instance>/metrics with the METRICS_TOKEN in ${
    process.env.SCALE_OUT_DIR ?? 'data/scale-out'
  }/secrets.json\n`,
);
const stop = () => {
  void topology.stop().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
