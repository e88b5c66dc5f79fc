// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/stub-fetch';
import { AddressProofCard } from './address-proof-card';
import { fileOf, pdfBytes, pngBytes, renderSignedIn, userId } from './documents-test-kit';

/*
 * The current address proof card (the merge-to-PDF uploader) shows spec 000's quoted texts
 * exactly (§5.5; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const pickSide = (side: 'Front' | 'Back', file: File) =>
  fireEvent.change(screen.getByLabelText(`${side} image`), { target: { files: [file] } });
const upload = () => fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

describe("the address proof card's spec texts", () => {
  it("says 'Please select type', 'Please select both images' and 'Only image(.jpg, .png) files allowed!'", async () => {
    stubFetch(() => Response.json({}));
    renderSignedIn(
      <AddressProofCard
        userId={userId}
        label="Current Address Proof"
        required
        uploaded={false}
        onUploaded={() => {}}
      />,
    );

    upload();
    expect(await screen.findByText('Please select type')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Address Proof Type' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Driving Licence' }));
    pickSide('Front', fileOf(pngBytes, 'front.png'));
    await screen.findByText('front.png');
    upload();
    expect(await screen.findByText('Please select both images')).toBeTruthy();

    pickSide('Back', fileOf(pdfBytes, 'back.jpg', 'image/jpeg'));
    expect(await screen.findByText('Only image(.jpg, .png) files allowed!')).toBeTruthy();
  });

  it("says 'Please upload current address proof to continue the application' when it is missing", () => {
    stubFetch(() => Response.json({}));
    renderSignedIn(
      <AddressProofCard
        userId={userId}
        label="Current Address Proof"
        required
        uploaded={false}
        missing
        onUploaded={() => {}}
      />,
    );

    expect(screen.getByText('Please upload current address proof to continue the application')).toBeTruthy();
  });
});
