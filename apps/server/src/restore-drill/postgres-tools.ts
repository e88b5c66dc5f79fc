import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';

import pg from 'pg';

/** Why the drill could not run (a client missing, a refused connection): not a finding about the backup. */
export class DrillError extends Error {
  override name = 'DrillError';
}

/** Where Debian installs PostgreSQL's clients, one folder per major version. */
const debianClients = '/usr/lib/postgresql';

/**
 * The folder of the newest pg_dump and pg_restore Debian has installed (pg_dump refuses a server
 * newer than itself, and a newer one dumps older servers), or undefined to take them from PATH.
 */
export async function newestPgBin(root = debianClients): Promise<string | undefined> {
  const versions = await readdir(root).catch(() => [] as string[]);
  const newestFirst = versions.filter((name) => /^\d+$/.test(name)).sort((a, b) => Number(b) - Number(a));
  for (const version of newestFirst) {
    const bin = join(root, version, 'bin');
    const found = await access(join(bin, 'pg_dump')).then(
      () => true,
      () => false,
    );
    if (found) return bin;
  }
  return undefined;
}

/**
 * libpq's form of a connection: the URL without its password, which goes in PGPASSWORD so it
 * never shows in the process list. Its query parameters must be ones libpq knows (sslmode...).
 */
function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

function runClient(pgBin: string | undefined, program: string, url: string, args: string[]): Promise<void> {
  const { dbname, env } = libpqConnection(url);
  const file = pgBin ? join(pgBin, program) : program;
  return new Promise((resolve, reject) => {
    // --no-password: a missing password fails at once instead of waiting on a prompt.
    execFile(file, [...args, '--no-password', `--dbname=${dbname}`], { env }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      const detail = stderr.trim() || error.message;
      reject(new DrillError(`${program} failed: ${detail}`));
    });
  });
}

/** A custom-format dump (pg_dump -Fc) of the whole database, taken in one snapshot. */
export const dumpDatabase = (url: string, file: string, pgBin?: string) =>
  runClient(pgBin, 'pg_dump', url, ['--format=custom', `--file=${file}`]);

/**
 * The dump loaded into an empty database, owned by the user restoring it (roles of the source
 * server need not exist here). Any error stops it: a partial restore is not a restore.
 */
export const restoreDatabase = (url: string, file: string, pgBin?: string) =>
  runClient(pgBin, 'pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error', file]);

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export type ScratchDatabase = { name: string; url: string };

/**
 * A new, empty database on the server of `serverUrl` (from template0, so nothing of template1's is
 * in the way of the restore), named for the drill and the time: its URL is the server's with that name.
 */
export async function createScratchDatabase(serverUrl: string, now: Date): Promise<ScratchDatabase> {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14);
  const name = `kredo_restore_drill_${stamp}_${randomBytes(3).toString('hex')}`;
  await withAdmin(serverUrl, (client) =>
    client.query(`create database ${client.escapeIdentifier(name)} template template0`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Drops the drill's database, closing any connection left to it. */
export async function dropScratchDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdmin(serverUrl, (client) =>
    client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`),
  );
}

/** The database's name and host as an operator knows them, without user or password. */
export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${decodeURIComponent(parsed.pathname.slice(1)) || '(default)'} on ${parsed.host}`;
}
