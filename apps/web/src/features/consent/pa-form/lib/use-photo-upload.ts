import { firstVisitMessages } from '@kredo/contract/first-visit-messages';
import { messages } from '@kredo/contract/messages';
import { useState } from 'react';
import { ApiRequestError } from '../../../../lib/api-error';
import { logEvent } from '../../../../lib/log-event';
import { readUserId } from '../../../../lib/session';
import { useUploadPhoto, type PhotoDocType } from '../api/upload-photo';
import { preparePhoto, readDataUrl } from './photo-file';
import { uploadFailureEvent, type UploadFailureEventName } from './upload-diagnostics';

/** What a failed upload says (spec 001 §8): the server's refusal of the picture, else 'Something went wrong'. */
function failureText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return firstVisitMessages.somethingWentWrong;
  const refused = error.status >= 400 && error.status < 500 && error.status !== 401;
  return refused && error.message !== firstVisitMessages.genericRequestFailure
    ? error.message
    : firstVisitMessages.somethingWentWrong;
}

export type PhotoUploadState = {
  send: (file: File) => Promise<void>;
  /** The stored picture as a data URL, to show it. */
  preview: string | undefined;
  /** A catalogue text saying why the last picture was not stored. */
  failure: string | undefined;
  pending: boolean;
  stored: boolean;
};

/**
 * A photo of the form (the selfie, the cancelled cheque): compressed when large, sent as its
 * document type, and shown once stored. A failed upload is logged with the network's speed and
 * type and the picture's size, never the picture.
 */
export function usePhotoUpload(
  docType: PhotoDocType,
  failureEvent: UploadFailureEventName,
): PhotoUploadState {
  const upload = useUploadPhoto();
  const [preview, setPreview] = useState<string>();
  const [failure, setFailure] = useState<string>();

  async function send(file: File) {
    const userId = readUserId() ?? '';
    setFailure(undefined);
    setPreview(undefined);
    upload.reset();
    const ready = await preparePhoto(file);
    if (!ready) {
      setFailure(messages.documentTooLarge);
      return;
    }
    const imageB64 = await readDataUrl(ready);
    try {
      await upload.mutateAsync({ userId, docType, imageB64, contentType: ready.type || 'image/jpeg' });
      setPreview(imageB64);
    } catch (error) {
      setFailure(failureText(error));
      logEvent(uploadFailureEvent(failureEvent, userId, ready.size, error));
    }
  }

  return {
    send,
    preview,
    failure,
    pending: upload.isPending,
    stored: upload.isSuccess && preview !== undefined,
  };
}
