import { messages } from '@kredo/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, clientError } from '../../../lib/api-error';
import { uploadFailureMessage } from './upload-failure';

const refusal = (status: number, code: string, message: string) =>
  new ApiRequestError(status, { code, message });

describe('upload failure message', () => {
  it('says the upload limit in the catalogue words', () => {
    expect(uploadFailureMessage(refusal(429, 'S3_LIMIT', 'anything'))).toBe(messages.uploadLimitReached);
  });

  it("shows the server's refusal of the file itself", () => {
    expect(uploadFailureMessage(refusal(415, 'UNSUPPORTED_MEDIA_TYPE', messages.allowedFileTypes))).toBe(
      messages.allowedFileTypes,
    );
    expect(uploadFailureMessage(refusal(413, 'PAYLOAD_TOO_LARGE', messages.documentTooLarge))).toBe(
      messages.documentTooLarge,
    );
  });

  it("says 'Something went wrong!' for the rest", () => {
    for (const error of [
      refusal(500, 'INTERNAL', 'Internal error'),
      refusal(400, 'BAD_REQUEST', messages.genericRequestFailure),
      refusal(401, 'UNAUTHENTICATED', 'Session timeout'),
      clientError('TIMEOUT'),
      new Error('boom'),
    ])
      expect(uploadFailureMessage(error)).toBe(messages.somethingWentWrongBang);
  });

  it("says the screen's own text for the rest when it has one, and still the server's refusal", () => {
    const own = 'Something wrong, please try again';
    expect(uploadFailureMessage(refusal(500, 'INTERNAL', 'Internal error'), own)).toBe(own);
    expect(uploadFailureMessage(new Error('boom'), own)).toBe(own);
    expect(uploadFailureMessage(refusal(415, 'UNSUPPORTED_MEDIA_TYPE', messages.allowedFileTypes), own)).toBe(
      messages.allowedFileTypes,
    );
  });
});
