import type { BlobReference } from '../lib/blob-store/migrate-plaintext-blobs.ts';
import { statementFiles } from '../modules/bank-statements/bank-statements.schema.ts';
import { documents } from '../modules/documents/documents.schema.ts';
import { insuranceUploads } from '../modules/insurance/insurance-otp-upload.schema.ts';
import { kycVerifications } from '../modules/kyc/kyc.schema.ts';

/**
 * Every column that names a blob, beside the column with its hash: what the migration of blobs
 * stored in the clear rewrites. A test fails when a table gains a blob column not listed here.
 */
export const blobReferences: readonly BlobReference[] = [
  { table: documents, id: documents.id, key: documents.blobKey, sha256: documents.sha256 },
  {
    table: kycVerifications,
    id: kycVerifications.id,
    key: kycVerifications.photoBlobKey,
    sha256: kycVerifications.photoSha256,
  },
  {
    table: statementFiles,
    id: statementFiles.id,
    key: statementFiles.blobKey,
    sha256: statementFiles.sha256,
  },
  {
    table: insuranceUploads,
    id: insuranceUploads.id,
    key: insuranceUploads.blobKey,
    sha256: insuranceUploads.sha256,
  },
];
