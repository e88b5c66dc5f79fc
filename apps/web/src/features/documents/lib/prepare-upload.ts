import { MAX_DOCUMENT_BYTES } from '@kredo/contract/documents';
import { messages } from '@kredo/contract/messages';
import { compressImage } from './compress-image';
import { compressionPlan, type CompressionFlow } from './compression-plan';
import { contentTypeOf, sniffFile, type FileKind } from './file-kind';

export type PreparedFile = { ok: true; file: File; kind: FileKind } | { ok: false; message: string };

type PrepareOptions = {
  flow: CompressionFlow;
  /** The kinds this uploader takes, and what it says of any other. */
  accept: readonly FileKind[];
  refusal: string;
};

/**
 * A chosen file made ready to send: refused unless its first bytes say it is a kind taken here,
 * compressed when it is a large photo, and refused if it is still over 5 MB. The server checks
 * the bytes again; this spares a borrower on a slow network the upload of a file it would refuse.
 */
export async function prepareUpload(
  file: File,
  { flow, accept, refusal }: PrepareOptions,
): Promise<PreparedFile> {
  const kind = await sniffFile(file);
  if (!kind || !accept.includes(kind)) return { ok: false, message: refusal };
  // Typed by its content, not by what the device guessed from the name.
  const typed = new File([file], file.name, { type: contentTypeOf[kind] });
  const plan = compressionPlan({ kind, size: typed.size }, flow);
  const ready = plan ? await compressImage(typed, plan) : typed;
  if (ready.size > MAX_DOCUMENT_BYTES) return { ok: false, message: messages.documentTooLarge };
  return { ok: true, file: ready, kind };
}
