import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A throw-away PostgreSQL cluster from Debian's packages, owned by the `postgres` user when run as
 * root (initdb refuses root), listening on loopback only, with room for several instances' pools.
 */
export type PostgresCluster = { url: string; stop(): void };

function postgresBin(): string {
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return `/usr/lib/postgresql/${newest}/bin`;
}

const asRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]) {
  const [command, fullArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${bin} failed:\n${result.stdout}${result.stderr}`);
}

/** Starts (creating on first use) the cluster in `dir` on `port`. */
export function startPostgres(
  dir: string,
  port: number,
  settings: Record<string, string> = {},
): PostgresCluster {
  const bin = postgresBin();
  const data = join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    if (spawnSync('id', ['postgres']).status !== 0)
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    // The postgres user must reach it: a temporary parent is made private (0700) by default.
    chmodSync(dirname(dir), 0o755);
  }
  if (!existsSync(join(data, 'PG_VERSION')))
    run(`${bin}/initdb`, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = Object.entries({
    listen_addresses: '127.0.0.1',
    port: String(port),
    unix_socket_directories: dir,
    max_connections: '200',
    ...settings,
  })
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
  run(`${bin}/pg_ctl`, ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run(`${bin}/pg_ctl`, ['-D', data, '-m', 'fast', '-w', 'stop']),
  };
}
