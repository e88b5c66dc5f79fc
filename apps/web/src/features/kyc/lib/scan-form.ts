import { documentContentTypes, MAX_DOCUMENT_BYTES } from '@kredo/contract/documents';
import { scanProofTypes } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import * as z from 'zod/mini';

export const proofSides = ['FRONT', 'BACK'] as const;

/** One side of the proof: a PDF or picture of at most 5 MB (spec 000 §5.5); missing until chosen. */
const proofSideSchema = z.optional(
  z
    .custom<File>((value) => value instanceof File)
    .check(
      z.refine((file) => (documentContentTypes as readonly string[]).includes(file.type), {
        error: messages.allowedFileTypes,
        abort: true,
      }),
      z.refine((file) => file.size <= MAX_DOCUMENT_BYTES, { error: messages.documentTooLarge }),
    ),
);

/**
 * Scan (digital KYC): the proof's kind and both sides. A side missing is said once, for the
 * form (`root.sides`), and is said alongside the other problems, not after them.
 */
export const scanFormSchema = z
  .object({
    docSubType: z.enum(scanProofTypes, { error: messages.selectType }),
    FRONT: proofSideSchema,
    BACK: proofSideSchema,
  })
  .check(
    z.refine((form) => form.FRONT !== undefined && form.BACK !== undefined, {
      error: messages.uploadCurrentAddressProof,
      path: ['root', 'sides'],
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
  );
export type ScanFormInput = z.input<typeof scanFormSchema>;
