import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { access, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { templateDatabaseName } from '../../test/helpers/test-database.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { formatBlobKeyring, generateBlobKeyring } from '../lib/blob-store/blob-keyring.ts';
import { createBlobStore } from '../lib/blob-store/blob-store.ts';
import { createFsObjectStore } from '../lib/blob-store/fs-object-store.ts';
import { createClock } from '../lib/clock.ts';
import { createPiiCipher } from '../lib/crypto/pii.ts';
import { backUp, discardRestoredCopy, restoreBackup, type RestoredCopy } from './backup.ts';
import { checkRestoredCopy, formatReport } from './drill-report.ts';
import { databaseUrl, drillLender, onServer, seedDrillData, type DrillData } from './drill-test-kit.ts';
import { newestPgBin } from './postgres-tools.ts';
import { productTrustedRoots } from './trusted-roots.ts';

const postgresUrl = process.env.DATABASE_URL;
const cli = fileURLToPath(new URL('../restore-drill.ts', import.meta.url));

type Run = { code: number; stdout: string; stderr: string };

/** The command as an operator runs it, with only the environment given. */
function restoreDrill(args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', cli, ...args],
      { env: { PATH: process.env.PATH, ...env } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });
}

it('says it needs PostgreSQL when there is no DATABASE_URL', async () => {
  const dataDir = await mkdtemp(join(tmpdir(), 'kredo-drill-pglite-'));
  const run = await restoreDrill([], { DATA_DIR: dataDir });
  await rm(dataDir, { recursive: true, force: true });
  expect(run.code).toBe(2);
  expect(run.stderr).toContain('The restore drill needs PostgreSQL: set DATABASE_URL.');
}, 30_000);

/**
 * A lender's database and files backed up, restored into a new database and a fresh folder, and
 * checked; then a restored journal line and a backed-up file changed, each reported as such.
 */
describe.skipIf(!postgresUrl)('the restore drill', () => {
  const serverUrl = postgresUrl ?? '';
  const sourceName = `kredo_drill_${randomUUID().replaceAll('-', '')}`;
  // Built even when skipped: the describe's body runs to collect its tests.
  const sourceUrl = postgresUrl ? databaseUrl(postgresUrl, sourceName) : '';
  const keyring = generateBlobKeyring('drill');
  const piiKey = randomBytes(32);
  const clock = createClock();
  let root: string;
  let source: Database;
  let data: DrillData;
  let pgBin: string | undefined;
  let restored: RestoredCopy | undefined;
  let copy: Database | undefined;

  const backupFolder = () => join(root, 'backup');
  const databaseExists = (name: string) =>
    onServer(serverUrl, async (client) => {
      const result = await client.query('select 1 from pg_database where datname = $1', [name]);
      return result.rowCount === 1;
    });

  async function restoreAndOpen(): Promise<Database> {
    restored = await restoreBackup({ folder: backupFolder(), serverUrl, pgBin, now: clock.now() });
    copy = await openDatabase({ url: restored.databaseUrl });
    return copy;
  }

  async function discard() {
    await copy?.close();
    if (restored) await discardRestoredCopy(restored, serverUrl);
    copy = undefined;
    restored = undefined;
  }

  const check = (database: Database, key = piiKey) =>
    checkRestoredCopy({
      db: database.db,
      blobs: createBlobStore(createFsObjectStore(restored?.blobRoot ?? ''), keyring),
      trustedRoots: () =>
        productTrustedRoots({ mode: 'sandbox', db: database.db, clock, cipher: createPiiCipher(key) }),
    });

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kredo-drill-'));
    await onServer(serverUrl, (client) =>
      client.query(`create database ${sourceName} template ${templateDatabaseName}`),
    );
    source = await openDatabase({ url: sourceUrl });
    const blobs = createBlobStore(createFsObjectStore(join(root, 'data', 'blobs')), keyring);
    data = await seedDrillData({ db: source.db, blobs, clock, cipher: createPiiCipher(piiKey) });
    pgBin = await newestPgBin();
  }, 60_000);

  afterAll(async () => {
    await discard();
    await source.close();
    await onServer(serverUrl, (client) => client.query(`drop database if exists ${sourceName} with (force)`));
    await rm(root, { recursive: true, force: true });
  });

  it('restores the backup whole: the ledger is nil per unit, every file matches its hash, the signed PDF verifies', async () => {
    const backup = await backUp({
      databaseUrl: sourceUrl,
      objects: createFsObjectStore(join(root, 'data', 'blobs')),
      folder: backupFolder(),
      pgBin,
    });
    expect(backup.files).toBe(2);
    expect(backup.dumpBytes).toBeGreaterThan(0);

    const report = await check(await restoreAndOpen());

    expect(report.failures).toEqual([]);
    expect(report.ledger).toMatchObject({ entries: 3, lines: 6, accounts: 5 });
    expect(report.ledger.totals).toEqual([
      { lenderId: drillLender, unit: 'INR', debits: 70_000_00n, credits: 70_000_00n },
      { lenderId: drillLender, unit: 'XAU', debits: 12_345n, credits: 12_345n },
    ]);
    expect(report.files).toMatchObject({ pdfs: 2, signed: 1, verified: 1 });
    expect(report.files.checked).toEqual({
      documents: 2,
      kyc_verifications: 0,
      statement_files: 0,
      insurance_uploads: 0,
    });
    const text = formatReport(report);
    expect(text).toContain('  INR: debits 70000.00 INR, credits 70000.00 INR: nil');
    expect(text).toContain('  XAU: debits 1.2345 XAU, credits 1.2345 XAU: nil');
    expect(text).toContain('Signed PDFs: 1 of 1 verified (2 PDF documents)');
    expect(text).toContain('No failures: the backup restores whole.');
  }, 60_000);

  it('cannot check a signature without the PII key the sandbox CA was sealed with', async () => {
    const report = await check(copy!, randomBytes(32));
    expect(report.failures).toEqual([
      expect.stringMatching(
        new RegExp(
          `^documents ${data.signed.id}: its signature cannot be checked, the trusted roots did not load`,
        ),
      ),
    ]);
  });

  it('names the journal line changed in the restored copy: the unit is not nil, the account disagrees', async () => {
    const { entryId, loanId } = data.disbursal;
    const accountId = await onServer(restored!.databaseUrl, async (client) => {
      // The journal refuses changes; a superuser's replica session skips its triggers, as a bad restore would.
      await client.query('begin');
      await client.query('set local session_replication_role = replica');
      await client.query(
        'update journal_lines set amount = amount + 100 where entry_id = $1 and amount > 0',
        [entryId],
      );
      await client.query('commit');
      const result = await client.query(
        `select id from ledger_accounts where owner_id = $1 and code = 'loan-principal'`,
        [loanId],
      );
      return Number((result.rows[0] as { id: string }).id);
    });

    const report = await check(copy!);

    expect(report.failures).toEqual([
      `Trial balance of lender ${drillLender} in INR is not nil: debits 70001.00 INR, credits 70000.00 INR, 1.00 INR more debited; entries whose lines do not balance: ${entryId}`,
      `Ledger account ${accountId} (lender ${drillLender}, loan-principal of ${loanId}) stores posted 50000.00 INR debit / 0.00 INR credit, pending 0.00 INR / 0.00 INR; ` +
        'its journal lines and pending holds give posted 50001.00 INR debit / 0.00 INR credit, pending 0.00 INR / 0.00 INR',
    ]);
    expect(formatReport(report)).toContain('  INR: debits 70001.00 INR, credits 70000.00 INR: NOT NIL');
  });

  it('drops the restored database and removes its files', async () => {
    const { blobRoot, scratch } = restored!;
    expect(await databaseExists(scratch!.name)).toBe(true);
    await discard();
    expect(await databaseExists(scratch!.name)).toBe(false);
    await expect(access(blobRoot)).rejects.toThrow();
  });

  it('names the file whose bytes changed in the backup', async () => {
    const { key, id } = data.signed;
    const path = join(backupFolder(), 'blobs', key.slice(0, 2), key.slice(2, 4), key);
    const sealed = await readFile(path);
    sealed[sealed.length - 40] = sealed[sealed.length - 40]! ^ 0x01;
    await writeFile(path, sealed);

    const report = await check(await restoreAndOpen());

    expect(report.failures).toEqual([`documents ${id}: file ${key} fails: blob content does not open`]);
    expect(report.files).toMatchObject({ pdfs: 1, signed: 0, verified: 0 });
    expect(formatReport(report)).toContain(`1 failure:\n  - documents ${id}: file ${key} fails`);
  }, 60_000);

  it('names the file missing from the restored store', async () => {
    const { key, id } = data.unsigned;
    await rm(join(restored!.blobRoot, key.slice(0, 2), key.slice(2, 4), key));

    const report = await check(copy!);

    // In the rows' order: by document id.
    expect(report.failures).toEqual(
      [
        `documents ${id}: file ${key} is missing`,
        `documents ${data.signed.id}: file ${data.signed.key} fails: blob content does not open`,
      ].sort(),
    );
    await discard();
  });

  it('runs as a command: backs up, restores, checks, reports and cleans up', async () => {
    const run = await restoreDrill(['--out', join(root, 'command-backup')], {
      DATABASE_URL: sourceUrl,
      DATA_DIR: join(root, 'data'),
      BLOB_ENCRYPTION_KEYS: formatBlobKeyring(keyring),
      PII_ENCRYPTION_KEY: piiKey.toString('base64'),
      JWT_SIGNING_KEY: randomBytes(32).toString('base64'),
    });
    expect(run.stderr).toContain('Dropped the restored database and removed the restored files');
    expect(run.stdout).toContain('Signed PDFs: 1 of 1 verified (2 PDF documents)');
    expect(run.stdout).toContain('No failures: the backup restores whole.');
    expect(run.code).toBe(0);
    const restoredName = /Restored into (kredo_restore_drill_\w+) on /.exec(run.stderr)?.[1];
    expect(restoredName).toBeDefined();
    expect(await databaseExists(restoredName ?? '')).toBe(false);
    expect((await readFile(join(root, 'command-backup', 'database.dump'))).length).toBeGreaterThan(0);
  }, 90_000);
});
