import { createHash, timingSafeEqual } from 'node:crypto';

import {
  documentContentTypes,
  MAX_DOCUMENT_BYTES,
  MAX_UPLOADS_PER_TYPE,
  SIGNED_URL_TTL_SECONDS,
  documentPaths,
  type DocumentContentType,
  type StoredDocumentDetails,
  type DocumentInfo,
} from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import { fileTypeFromBuffer } from 'file-type';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { givenDocumentTypes } from './document-types.ts';
import { assertSafeDocument } from './document-safety.ts';
import {
  countUploads,
  findCurrentDocument,
  findDocument,
  insertCurrentDocument,
  listDocumentTypes,
  lockUploader,
  type DocumentRow,
} from './documents.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'blobs' | 'clock' | 'cipher'>;

/** The types of document a borrower has given, each by its first name (document-types.ts). */
export async function documentTypesOf(db: Db, userId: string): Promise<string[]> {
  return givenDocumentTypes(await listDocumentTypes(db, userId));
}
export { givenDocumentTypes } from './document-types.ts';
export { currentDocumentTypesSql } from './documents.repository.ts';

/**
 * The borrower's current document of a type, with which upload of its type it is (1 for the
 * first, 2 for the one after it, ...): underwriting checks it and corrections ask when it came.
 */
export async function currentDocumentOf(db: Db, userId: string, docType: string) {
  const row = await findCurrentDocument(db, userId, docType);
  if (!row) return undefined;
  const version = await countUploads(db, userId, docType);
  return {
    id: row.id,
    contentType: row.contentType,
    blobKey: row.blobKey,
    sha256: row.sha256,
    docMode: row.mode,
    uploadedAt: row.createdAt,
    version,
  };
}

function toInfo(row: DocumentRow): DocumentInfo {
  return {
    id: row.id,
    docType: row.docType as DocumentInfo['docType'],
    docSubType: row.docSubType,
    side: row.side as DocumentInfo['side'],
    docMode: row.mode as DocumentInfo['docMode'],
    contentType: row.contentType as DocumentContentType,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    date: row.createdAt.toISOString(),
    current: row.replacedAt === null,
  };
}

/** What the bytes are, by their first bytes: a PDF, a JPEG or a PNG, or refused. */
async function sniff(bytes: Uint8Array): Promise<DocumentContentType> {
  const found = await fileTypeFromBuffer(bytes);
  const mime = found?.mime as DocumentContentType | undefined;
  if (!mime || !documentContentTypes.includes(mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `document content is ${found?.mime ?? 'unknown'}`, {
      userMessage: messages.allowedFileTypes,
    });
  return mime;
}

/**
 * Stores a borrower's document: the content decides its type, the blob store keeps its bytes
 * encrypted, and the row, with their hash, becomes the current one of its type and side. Uploads
 * of a type are counted, replacements too; past the limit the answer is S3_LIMIT.
 */
export async function storeDocument(
  deps: Deps,
  userId: string,
  details: StoredDocumentDetails,
  bytes: Uint8Array,
): Promise<DocumentInfo> {
  if (bytes.length > MAX_DOCUMENT_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'document over the size limit', {
      userMessage: messages.documentTooLarge,
    });
  const contentType = await sniff(bytes);
  assertSafeDocument(contentType, bytes);
  const blob = await deps.blobs.put(bytes);
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockUploader(tx, userId))) throw new AppError('NOT_FOUND', 'no such user');
    if ((await countUploads(tx, userId, details.docType)) >= MAX_UPLOADS_PER_TYPE)
      throw new AppError('S3_LIMIT', 'document upload limit reached', {
        userMessage: messages.uploadLimitReached,
      });
    return insertCurrentDocument(tx, {
      userId,
      docType: details.docType,
      docSubType: details.docSubType ?? null,
      side: details.side,
      mode: details.docMode,
      contentType,
      blobKey: blob.key,
      sha256: blob.sha256,
      sizeBytes: blob.size,
      createdAt: deps.clock.now(),
    });
  });
  return toInfo(row);
}

/** A document of the borrower's own; another's is answered as if it did not exist. */
export async function documentInfo(
  deps: Pick<Deps, 'db'>,
  userId: string,
  id: string,
): Promise<DocumentInfo> {
  const row = await findDocument(deps.db, id);
  if (!row || row.userId !== userId) throw new AppError('NOT_FOUND', 'no such document of the user');
  return toInfo(row);
}

const signedUrlPurpose = 'document-url';

function macOf(deps: Pick<Deps, 'cipher'>, documentId: string, expires: number): string {
  return deps.cipher.hash(signedUrlPurpose, `${documentId}.${expires}`);
}

/**
 * A short-lived address for one of the borrower's documents that works without the session:
 * `<document id>.<expiry, epoch seconds>.<keyed MAC>`, in the query where request logs mask it.
 */
export async function signedDocumentUrl(
  deps: Pick<Deps, 'db' | 'clock' | 'cipher'>,
  userId: string,
  docType: string,
  documentId: string | undefined,
): Promise<{ image: string; expiresAt: string }> {
  const row = documentId
    ? await findDocument(deps.db, documentId)
    : await findCurrentDocument(deps.db, userId, docType);
  if (!row || row.userId !== userId || row.docType !== docType)
    throw new AppError('NOT_FOUND', 'no such document of the user');
  const expires = Math.floor(deps.clock.now().getTime() / 1000) + SIGNED_URL_TTL_SECONDS;
  const token = `${row.id}.${expires}.${macOf(deps, row.id, expires)}`;
  return {
    image: `${documentPaths.file}?token=${encodeURIComponent(token)}`,
    expiresAt: new Date(expires * 1000).toISOString(),
  };
}

const same = (a: string, b: string) => {
  const left = createHash('sha256').update(a).digest();
  const right = createHash('sha256').update(b).digest();
  return timingSafeEqual(left, right);
};

/** The document a signed address names, if its MAC is right and it has not expired. */
export async function openSignedUrl(
  deps: Deps,
  token: string,
): Promise<{ contentType: string; bytes: Buffer; sha256: string }> {
  const [documentId = '', expiresText = '', mac = ''] = token.split('.');
  const expires = Number(expiresText);
  const refused = (why: string) =>
    new AppError('FORBIDDEN', why, { userMessage: messages.genericRequestFailure });
  if (!/^\d{1,12}$/.test(expiresText) || !same(mac, macOf(deps, documentId, expires)))
    throw refused('document address signature is wrong');
  if (expires * 1000 <= deps.clock.now().getTime()) throw refused('document address has expired');
  const row = await findDocument(deps.db, documentId);
  const bytes = row ? await deps.blobs.get({ key: row.blobKey, sha256: row.sha256 }) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', 'signed document is gone');
  return { contentType: row.contentType, bytes, sha256: row.sha256 };
}

/**
 * Stores a PDF the product made (a KFS, an agreement): encrypted in the blob store with its hash,
 * as the borrower's current document of its type. No upload limits: the server is its author.
 */
export async function storeGeneratedDocument(
  deps: Pick<Deps, 'db' | 'blobs' | 'clock'>,
  userId: string,
  docType: string,
  bytes: Uint8Array,
): Promise<{ id: string; sha256: string; size: number }> {
  const blob = await deps.blobs.put(bytes);
  const row = await deps.db.transaction((tx) =>
    insertCurrentDocument(tx, {
      userId,
      docType,
      docSubType: null,
      side: 'SINGLE',
      mode: 'GENERATED',
      contentType: 'application/pdf',
      blobKey: blob.key,
      sha256: blob.sha256,
      sizeBytes: blob.size,
      createdAt: deps.clock.now(),
    }),
  );
  return { id: row.id, sha256: row.sha256, size: row.sizeBytes };
}

/** A stored document's bytes, read back through the blob store (which checks their hash). */
export async function documentBytes(deps: Pick<Deps, 'db' | 'blobs'>, id: string): Promise<Buffer> {
  const row = await findDocument(deps.db, id);
  const bytes = row ? await deps.blobs.get({ key: row.blobKey, sha256: row.sha256 }) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', `document ${id} is gone`);
  return bytes;
}

/** A stored document's content hash, to name it exactly (an e-mail attachment). */
export async function documentHash(db: Db, id: string): Promise<string> {
  const row = await findDocument(db, id);
  if (!row) throw new AppError('NOT_FOUND', `document ${id} is gone`);
  return row.sha256;
}
