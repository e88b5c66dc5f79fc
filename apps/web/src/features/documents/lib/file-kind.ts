import type { DocumentContentType } from '@kredo/contract/documents';

/** What a chosen file is, told by its first bytes rather than its name or the browser's guess. */
export type FileKind = 'pdf' | 'jpeg' | 'png';

export const contentTypeOf: Record<FileKind, DocumentContentType> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const documentKinds: readonly FileKind[] = ['pdf', 'jpeg', 'png'];
export const imageKinds: readonly FileKind[] = ['jpeg', 'png'];

const signatures: ReadonlyArray<readonly [FileKind, readonly number[]]> = [
  ['pdf', [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ['jpeg', [0xff, 0xd8, 0xff]],
  ['png', [0x89, 0x50, 0x4e, 0x47]],
];

export function kindOfBytes(bytes: Uint8Array): FileKind | undefined {
  return signatures.find(([, signature]) => signature.every((byte, index) => bytes[index] === byte))?.[0];
}

/** Reads only the file's first bytes: a renamed text file is not a PDF. */
export async function sniffFile(file: Blob): Promise<FileKind | undefined> {
  return kindOfBytes(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}
