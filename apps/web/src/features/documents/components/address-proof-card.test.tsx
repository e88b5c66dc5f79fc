// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, within } from '@testing-library/react';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/stub-fetch';
import { AddressProofCard } from './address-proof-card';
import {
  fileOf,
  jpegBytes,
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

function renderCard({ missing = false } = {}) {
  const onUploaded = vi.fn();
  renderSignedIn(
    <AddressProofCard
      userId={userId}
      label="Current Address Proof"
      required
      uploaded={false}
      missing={missing}
      onUploaded={onUploaded}
    />,
  );
  return onUploaded;
}

const pickSide = (side: 'Front' | 'Back', file: File) =>
  fireEvent.change(screen.getByLabelText(`${side} image`), { target: { files: [file] } });

function chooseType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Address Proof Type' }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

describe('current address proof (merge-to-PDF uploader)', () => {
  it('asks for the type first, then both images, and takes only JPEG and PNG images', async () => {
    const calls = stubFetch(() => Response.json({}));
    renderCard();

    upload();
    expect(await screen.findByText(messages.selectType)).toBeTruthy();

    chooseType('Driving Licence');
    pickSide('Front', fileOf(pngBytes, 'front.png'));
    expect(await screen.findByText('front.png')).toBeTruthy();
    upload();
    expect(await screen.findByText(messages.selectBothImages)).toBeTruthy();

    pickSide('Back', fileOf(pdfBytes, 'back.jpg', 'image/jpeg'));
    expect(await screen.findByText(messages.onlyImagesAllowed)).toBeTruthy();
    expect(screen.queryByText('back.jpg')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('merges the front and back into one two-page PDF and sends it as CURRENT_ADDRESS_PROOF with the type', async () => {
    const calls = stubFetch((call) => storedAnswer(call));
    const onUploaded = renderCard();

    chooseType('Voter ID');
    pickSide('Front', fileOf(pngBytes, 'voter-id-front-side-photo-taken.png'));
    await screen.findByText('voter-id-front-side-photo…');
    pickSide('Back', fileOf(jpegBytes, 'back.jpg'));
    await screen.findByRole('img', { name: 'Back preview' });
    upload();

    expect(await screen.findByText('Uploaded')).toBeTruthy();
    expect(onUploaded).toHaveBeenCalledWith('CURRENT_ADDRESS_PROOF');
    const [sent] = calls;
    expect(sent?.url).toBe(uploadPath('CURRENT_ADDRESS_PROOF'));
    expect(sent?.form?.get('docSubType')).toBe('VOTER_ID');
    const file = sent?.form?.get('file') as File;
    expect(file.type).toBe('application/pdf');
    const pdf = await PDFDocument.load(new Uint8Array(await file.arrayBuffer()));
    expect(pdf.getPageCount()).toBe(2);
  });

  it('says the proof is needed to continue when the step was continued without it', () => {
    stubFetch(() => Response.json({}));
    renderCard({ missing: true });
    expect(screen.getByText(messages.uploadCurrentAddressProof)).toBeTruthy();
  });
});
