// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../test/stub-fetch';
import type { DocumentNeed } from '../lib/document-needs';
import { DocumentsStep } from './documents-step';
import { fileOf, pngBytes, renderSignedIn, uploadRefusals, userId } from './documents-test-kit';

/*
 * The Documents step shows spec 000's quoted texts exactly (§5.5, §8 'Document upload',
 * 'Document missing'; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const need = (docType: DocumentNeed['docType'], label: string): DocumentNeed => ({
  docType,
  label,
  required: true,
  uploaded: false,
});

function renderStep() {
  renderSignedIn(
    <DocumentsStep
      userId={userId}
      needs={[
        need('SELFIE', 'Selfie'),
        need('PAN', 'PAN Card'),
        need('CURRENT_ADDRESS_PROOF', 'Current Address Proof'),
      ]}
      kycHref="/loan-application/kyc"
      onContinue={() => {}}
    />,
  );
}

describe("the Documents step's spec texts", () => {
  it('names each missing document as the spec writes it', () => {
    stubFetch(() => Response.json({}));
    renderStep();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    for (const text of ['SELFIE REQUIRED', 'PAN REQUIRED', 'CURRENT ADDRESS PROOF REQUIRED'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('Please upload current address proof to continue the application')).toBeTruthy();
  });

  it.each(uploadRefusals('Something went wrong!'))(
    'says %s of a failed upload as the spec quotes it',
    async (_, answer, text) => {
      stubFetch(answer);
      renderStep();

      fireEvent.change(screen.getByLabelText('PAN Card file'), {
        target: { files: [fileOf(pngBytes, 'pan.png', 'image/png')] },
      });

      expect(await within(screen.getByRole('region', { name: 'PAN Card' })).findByText(text)).toBeTruthy();
    },
  );

  it("refuses another file type with 'Allowed file type pdf/jpg/jpeg/png.'", async () => {
    stubFetch(() => Response.json({}));
    renderStep();

    fireEvent.change(screen.getByLabelText('PAN Card file'), {
      target: { files: [fileOf('GIF89a', 'pan.gif', 'image/gif')] },
    });

    expect(
      await within(screen.getByRole('region', { name: 'PAN Card' })).findByText(
        'Allowed file type pdf/jpg/jpeg/png.',
      ),
    ).toBeTruthy();
  });
});
