import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { startNginx, type Balancer } from './nginx.ts';
import { startPostgres, type PostgresCluster } from './postgres-cluster.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/dist/main.js', import.meta.url));

export type TopologyOptions = {
  /** Everything the topology keeps: the cluster, the shared secrets, the files, the balancer's state. */
  dir: string;
  instances: number;
  /** The balancer's port; the instances take the ports after it, PostgreSQL `postgresPort`. */
  port: number;
  postgresPort: number;
  /** An existing PostgreSQL instead of a cluster of our own. */
  databaseUrl?: string | undefined;
  ratePerMinute: number;
  /** More settings for every instance (BLOB_STORE=s3 and its S3_* settings, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Where the instances' output goes: inherited (a terminal), or kept (tests). */
  output?: 'inherit' | 'keep';
  /** PostgreSQL without fsync: for throw-away clusters (tests, benchmarks), never for data kept. */
  fsyncOff?: boolean;
};

export type Instance = {
  port: number;
  baseUrl: string;
  process: ChildProcess;
  output(): string;
  /** SIGKILL, as a crash: no draining, no clean-up. */
  kill(): Promise<void>;
  /** SIGTERM, as a rollout: drains, hands its jobs over, exits. */
  stop(): Promise<void>;
  /** Starts it again on its port (after kill or stop). */
  restart(): Promise<void>;
};

export type Topology = {
  baseUrl: string;
  databaseUrl: string;
  metricsToken: string;
  instances: Instance[];
  stop(): Promise<void>;
};

type Secrets = Record<
  'JWT_SIGNING_KEY' | 'PII_ENCRYPTION_KEY' | 'BLOB_ENCRYPTION_KEYS' | 'METRICS_TOKEN',
  string
>;

/** Every instance must hold the same keys: made once into `secrets.json` (mode 0600) and reused. */
function sharedSecrets(dir: string): Secrets {
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  const secrets: Secrets = {
    JWT_SIGNING_KEY: randomBytes(32).toString('base64'),
    PII_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    BLOB_ENCRYPTION_KEYS: `k1:${randomBytes(32).toString('base64')}`,
    METRICS_TOKEN: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

async function ready(baseUrl: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.pid === undefined) throw new Error(`${baseUrl}: its process could not be started (installed?)`);
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`instance at ${baseUrl} did not start:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function instanceOn(port: number, env: Record<string, string>, mode: 'inherit' | 'keep'): Instance {
  let child: ChildProcess;
  let kept = '';
  let exited: Promise<void>;
  const baseUrl = `http://127.0.0.1:${port}`;
  const launch = async () => {
    child = spawn(process.execPath, [serverEntry], {
      env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', mode === 'inherit' ? 'inherit' : 'pipe', mode === 'inherit' ? 'inherit' : 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (kept += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (kept += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    await ready(baseUrl, child, () => kept);
  };
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    // A stop that hangs past the server's own 10 s grace is ended.
    const hung = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(hung);
  };
  const instance: Instance = {
    port,
    baseUrl,
    get process() {
      return child;
    },
    output: () => kept,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    restart: launch,
  };
  return Object.assign(instance, { launch });
}

/**
 * The product as a lender runs it at scale, on one machine: a PostgreSQL cluster, `instances`
 * server processes (sandbox mode: sandbox providers and demo data) sharing it, its keys and its
 * files, and nginx balancing between them. Instances started together migrate one at a time.
 */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  mkdirSync(options.dir, { recursive: true });
  let cluster: PostgresCluster | undefined;
  let balancer: Balancer | undefined;
  const instances: Array<Instance & { launch(): Promise<void> }> = [];
  const stop = async () => {
    await balancer?.stop();
    await Promise.all(instances.map((instance) => instance.stop()));
    cluster?.stop();
  };
  try {
    const databaseUrl =
      options.databaseUrl ??
      (cluster = startPostgres(
        join(options.dir, 'postgres'),
        options.postgresPort,
        options.fsyncOff ? { fsync: 'off' } : {},
      )).url;
    const secrets = sharedSecrets(options.dir);
    const env = {
      APP_MODE: 'sandbox',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(options.dir, 'shared'),
      // nginx on loopback is the one proxy whose X-Forwarded-For is believed.
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: String(options.ratePerMinute),
      ...secrets,
      ...options.env,
    };
    for (let index = 0; index < options.instances; index += 1)
      instances.push(instanceOn(options.port + 1 + index, env, options.output ?? 'keep') as never);
    await Promise.all(instances.map((instance) => instance.launch()));
    balancer = startNginx({
      dir: join(options.dir, 'nginx'),
      port: options.port,
      upstreams: instances.map((instance) => instance.port),
      ratePerMinute: options.ratePerMinute,
    });
    const baseUrl = `http://127.0.0.1:${options.port}`;
    await ready(baseUrl, balancer.process, () =>
      readFileSync(join(options.dir, 'nginx', 'error.log'), 'utf8'),
    );
    return { baseUrl, databaseUrl, metricsToken: secrets.METRICS_TOKEN, instances, stop };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
