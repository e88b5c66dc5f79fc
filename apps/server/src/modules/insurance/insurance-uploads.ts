import { randomUUID } from 'node:crypto';

import {
  insuranceUploadContentTypes,
  MAX_INSURANCE_UPLOAD_BYTES,
  MAX_INSURANCE_UPLOADS_PER_DAY,
  type InsuranceUpload,
} from '@kredo/contract/insurance-otp-upload';
import { messages } from '@kredo/contract/messages';
import { isStorableText } from '@kredo/contract/text';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ProposalDocument } from '../../providers/insurer/consent.ts';
import { assertSafeDocument } from '../documents/document-safety.ts';
import { lockUploader } from '../documents/documents.repository.ts';
import { insuranceUploads, type InsuranceUploadRow } from './insurance-otp-upload.schema.ts';
import type { InsuranceOrderRow } from './insurance.schema.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'blobs' | 'cipher'>;
type ContentType = (typeof insuranceUploadContentTypes)[number];

const dayMs = 24 * 3_600_000;
const fileNameContext = (uploadId: string) => `insurance-upload:${uploadId}`;

/** The chosen file's own name, without a path or characters that cannot be stored, at most 100. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const kept = Array.from(base).filter((char) => isStorableText(char) && !/[\u0000-\u001f\u007f]/.test(char));
  return kept.slice(0, 100).join('').trim() || 'document';
}

/** What the bytes are, by their first bytes: a PDF, a JPEG or a PNG, or refused. */
async function sniff(bytes: Uint8Array): Promise<ContentType> {
  const mime = (await fileTypeFromBuffer(bytes))?.mime as ContentType | undefined;
  if (!mime || !insuranceUploadContentTypes.includes(mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `insurance upload is ${mime ?? 'unknown'}`, {
      userMessage: messages.allowedFileTypes,
    });
  return mime;
}

const limitReached = () =>
  new AppError('RATE_LIMITED', 'insurance uploads of the day used up', {
    userMessage: messages.uploadLimitReached,
  });

async function uploadsSince(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(insuranceUploads)
    .where(and(eq(insuranceUploads.userId, userId), gte(insuranceUploads.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Keeps a file field's document as the borrower's: a PDF, JPEG or PNG by its content, at most
 * 5 MB, without scripts or an outsized picture; its bytes encrypted in the blob store, its name
 * sealed. At most MAX_INSURANCE_UPLOADS_PER_DAY in a rolling day, counted under the borrower's lock.
 */
export async function storeInsuranceUpload(
  deps: Deps,
  userId: string,
  file: { bytes: Uint8Array; fileName: string | undefined },
): Promise<InsuranceUpload> {
  if (file.bytes.byteLength > MAX_INSURANCE_UPLOAD_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', 'insurance upload over the size limit', {
      userMessage: messages.documentTooLarge,
    });
  if (file.bytes.byteLength === 0)
    throw new AppError('VALIDATION_FAILED', 'empty insurance upload', {
      userMessage: messages.uploadDocument,
      fieldErrors: { file: [messages.uploadDocument] },
    });
  const contentType = await sniff(file.bytes);
  assertSafeDocument(contentType, file.bytes);
  const now = deps.clock.now();
  const since = new Date(now.getTime() - dayMs);
  if ((await uploadsSince(deps.db, userId, since)) >= MAX_INSURANCE_UPLOADS_PER_DAY) throw limitReached();
  const blob = await deps.blobs.put(file.bytes);
  const id = randomUUID();
  const fileName = cleanFileName(file.fileName);
  await deps.db.transaction(async (tx) => {
    if (!(await lockUploader(tx, userId))) throw new AppError('NOT_FOUND', 'no such user');
    if ((await uploadsSince(tx, userId, since)) >= MAX_INSURANCE_UPLOADS_PER_DAY) throw limitReached();
    await tx.insert(insuranceUploads).values({
      id,
      userId,
      fileNameSealed: deps.cipher.encrypt(fileNameContext(id), fileName),
      contentType,
      blobKey: blob.key,
      sha256: blob.sha256,
      sizeBytes: blob.size,
      createdAt: now,
    });
  });
  return { uploadId: id, fileName, contentType, sizeBytes: blob.size };
}

/** The borrower's own uploads among `ids`: another's is as unknown as one that never was. */
export async function ownUploads(db: Db, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: insuranceUploads.id })
    .from(insuranceUploads)
    .where(and(eq(insuranceUploads.userId, userId), inArray(insuranceUploads.id, ids)));
  return new Set(rows.map((row) => row.id));
}

async function openUpload(deps: Deps, row: InsuranceUploadRow): Promise<Uint8Array> {
  const bytes = await deps.blobs.get({ key: row.blobKey, sha256: row.sha256 });
  if (!bytes) throw new Error(`insurance upload ${row.id} has no blob`);
  return bytes;
}

/** The documents of an order's file fields, opened for its proposal. */
export async function proposalDocuments(deps: Deps, order: InsuranceOrderRow): Promise<ProposalDocument[]> {
  if (order.attachments.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(insuranceUploads)
    .where(
      and(
        eq(insuranceUploads.userId, order.userId),
        inArray(
          insuranceUploads.id,
          order.attachments.map((attachment) => attachment.uploadId),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    order.attachments.map(async ({ field, uploadId }) => {
      const row = byId.get(uploadId);
      if (!row) throw new Error(`insurance order ${order.id} names an upload it cannot open`);
      return {
        field,
        fileName: deps.cipher.decrypt(fileNameContext(row.id), row.fileNameSealed),
        contentType: row.contentType,
        content: await openUpload(deps, row),
      };
    }),
  );
}
