import { and, asc, getTableName, gt, isNotNull, sql } from 'drizzle-orm';

import type { Db } from '../db/database.ts';
import { blobReferences } from '../db/blob-references.ts';
import { BlobIntegrityError, type BlobStore } from '../lib/blob-store/blob-store.ts';
import type { BlobReference } from '../lib/blob-store/migrate-plaintext-blobs.ts';
import { findSignatureSlots } from '../lib/pdf-signature/byte-range.ts';
import { verifySignedPdf } from '../lib/pdf-signature/verify-signed-pdf.ts';
import { documents } from '../modules/documents/documents.schema.ts';

export type FileCheck = {
  /** Rows naming a file, each file opened and its SHA-256 compared, by table. */
  checked: Record<string, number>;
  /** Stored documents of type application/pdf that opened. */
  pdfs: number;
  /** Those carrying a signature (a /ByteRange signature dictionary). */
  signed: number;
  /** Those whose signature verifies against the product's trusted roots. */
  verified: number;
  failures: string[];
};

export type FileCheckDeps = {
  db: Db;
  /** The restored store, opened with BLOB_ENCRYPTION_KEYS. */
  blobs: BlobStore;
  /** Asked once, at the first signed PDF. */
  trustedRoots: () => Promise<string[]>;
};

type Row = { id: string; key: string; sha256: string | null; contentType: string | null };

const batchSize = 200;
/** Files opened at once: enough to keep a disk busy, few enough to hold their bytes in memory. */
const inFlight = 4;

/**
 * Every file a row names, opened from the restored store (decrypted with the configured keys) and
 * its bytes' SHA-256 compared with the row's: a missing file, one that does not open, or one that
 * hashes otherwise is a failure. Each stored PDF document that carries a signature must verify
 * against the roots the product trusts, as the product checks it when it shows a signed agreement.
 */
export async function checkFiles(
  deps: FileCheckDeps,
  references: readonly BlobReference[] = blobReferences,
): Promise<FileCheck> {
  const outcome: FileCheck = { checked: {}, pdfs: 0, signed: 0, verified: 0, failures: [] };
  let roots: Promise<string[]> | undefined;

  /** The failure to report, if any. */
  async function checkSignature(name: string, bytes: Buffer): Promise<string | undefined> {
    outcome.pdfs += 1;
    if (findSignatureSlots(bytes).length === 0) return undefined;
    outcome.signed += 1;
    let trusted: string[];
    try {
      trusted = await (roots ??= deps.trustedRoots());
    } catch (error) {
      return `${name}: its signature cannot be checked, the trusted roots did not load (${String(error)})`;
    }
    const verdict = verifySignedPdf(bytes, trusted);
    if (!verdict.valid)
      return `${name}: its PDF signature does not verify against the product's trusted roots`;
    outcome.verified += 1;
    return undefined;
  }

  /** The failure to report, if any. */
  async function checkRow(table: string, row: Row): Promise<string | undefined> {
    const name = `${table} ${row.id}`;
    outcome.checked[table] = (outcome.checked[table] ?? 0) + 1;
    if (!row.sha256) return `${name}: names file ${row.key} but keeps no SHA-256 of it`;
    let bytes: Buffer | null;
    try {
      bytes = await deps.blobs.get({ key: row.key, sha256: row.sha256 });
    } catch (error) {
      if (error instanceof BlobIntegrityError) return `${name}: file ${row.key} fails: ${error.message}`;
      if (error instanceof RangeError) return `${name}: '${row.key}' is not a file name`;
      throw error;
    }
    if (!bytes) return `${name}: file ${row.key} is missing`;
    return row.contentType === 'application/pdf' ? checkSignature(name, bytes) : undefined;
  }

  for (const reference of references) {
    const table = getTableName(reference.table);
    outcome.checked[table] = 0;
    // Only documents carry a content type; the others' files are photos, statements, uploads.
    const contentType = reference.table === documents ? documents.contentType : sql<null>`null`;
    let after: string | undefined;
    for (;;) {
      const rows = (await deps.db
        .select({ id: reference.id, key: reference.key, sha256: reference.sha256, contentType })
        .from(reference.table)
        .where(and(isNotNull(reference.key), after === undefined ? undefined : gt(reference.id, after)))
        .orderBy(asc(reference.id))
        .limit(batchSize)) as Row[];
      for (let at = 0; at < rows.length; at += inFlight) {
        const found = await Promise.all(rows.slice(at, at + inFlight).map((row) => checkRow(table, row)));
        // In the rows' order, whichever finished first.
        outcome.failures.push(...found.filter((failure) => failure !== undefined));
      }
      if (rows.length < batchSize) break;
      after = rows.at(-1)?.id;
    }
  }
  return outcome;
}
