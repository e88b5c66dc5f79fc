// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/stub-fetch';
import { DocumentUploadCard } from './document-upload-card';
import {
  fileOf,
  pdfBytes,
  pngBytes,
  renderSignedIn,
  storedAnswer,
  uploadPath,
  userId,
} from './documents-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderCard(onUploaded = vi.fn()) {
  renderSignedIn(
    <DocumentUploadCard
      userId={userId}
      docType="PAN"
      label="PAN Card"
      required
      uploaded={false}
      flow="dynamic"
      onUploaded={onUploaded}
    />,
  );
  return onUploaded;
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('PAN Card file'), { target: { files: [file] } });

describe('document upload card', () => {
  it('refuses a file that is not a PDF, JPEG or PNG by its first bytes, whatever its name, and sends nothing', async () => {
    const calls = stubFetch(() => Response.json({}));
    renderCard();
    choose(fileOf('GIF89a\x01\x00\x01\x00', 'pan-card.png', 'image/png'));

    expect(await screen.findByText(messages.allowedFileTypes)).toBeTruthy();
    expect(calls).toEqual([]);
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it('sends a PNG as multipart to the document route, shows its name cut to 25 characters and its preview, then Replace', async () => {
    const calls = stubFetch((call) => storedAnswer(call));
    const onUploaded = renderCard();
    choose(fileOf(pngBytes, 'my-pan-card-scanned-at-home-2025.png'));

    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith('PAN');
    expect(screen.getByText('my-pan-card-scanned-at-ho…')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'PAN Card preview' }).getAttribute('src')).toMatch(
      /^data:image\/png;base64,/,
    );
    expect(screen.getByText('Replace')).toBeTruthy();
    const [upload] = calls;
    expect(upload?.method).toBe('POST');
    expect(upload?.url).toBe(uploadPath('PAN'));
    expect(upload?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(upload?.form?.get('side')).toBe('SINGLE');
    expect(upload?.form?.get('docMode')).toBe('UPLOAD');
    const sent = upload?.form?.get('file') as File;
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(pngBytes);
  });

  it('sends a PDF without a preview', async () => {
    stubFetch((call) => storedAnswer(call));
    renderCard();
    choose(fileOf(pdfBytes, 'pan.pdf', 'application/pdf'));

    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(screen.getByText('pan.pdf')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says the upload limit is reached in the catalogue words (S3_LIMIT)', async () => {
    stubFetch(() => Response.json({ code: 'S3_LIMIT', message: 'limit' }, { status: 429 }));
    const onUploaded = renderCard();
    choose(fileOf(pngBytes, 'pan.png'));

    expect(await screen.findByText(messages.uploadLimitReached)).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it("shows the server's refusal of the file, and 'Something went wrong!' for a failure of its own", async () => {
    let answer = () =>
      Response.json({ code: 'UNSUPPORTED_MEDIA_TYPE', message: messages.allowedFileTypes }, { status: 415 });
    stubFetch(() => answer());
    renderCard();
    choose(fileOf(pngBytes, 'pan.png'));
    expect(await screen.findByText(messages.allowedFileTypes)).toBeTruthy();

    answer = () => Response.json({ code: 'INTERNAL', message: 'Internal error' }, { status: 500 });
    choose(fileOf(pngBytes, 'pan.png'));
    expect(await screen.findByText(messages.somethingWentWrongBang)).toBeTruthy();
  });
});
