// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fileOf,
  pdfBytes,
  pngBytes,
  storedAnswer,
  uploadRefusals,
} from '../../../features/documents/components/documents-test-kit';
import type { FetchCall } from '../../../test/stub-fetch';
import { renderApp } from '../../../test/render-app';
import { serveCorrections, userId } from './flows-test-kit';

/*
 * The other documents correction shows spec 000's quoted texts exactly (§5.5, §8 'Document
 * upload'; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

async function open(answer: (call: FetchCall) => Response = storedAnswer) {
  serveCorrections(['LATEST_PAYSLIP_MISSING', 'BUSINESS_PROOF_MISSING'], (call, path) =>
    path.startsWith(`/api/document/${userId}/`) ? answer(call) : undefined,
  );
  await renderApp('/incomplete-info/documents');
  await screen.findByRole('region', { name: 'Business Proof' });
}

const card = (name: string) => screen.getByRole('region', { name });
const pick = (label: string, file: File) =>
  fireEvent.change(screen.getByLabelText(`${label} file`), { target: { files: [file] } });

describe("the other documents correction's spec texts", () => {
  it("asks 'Select Business Proof Type' before a business proof", async () => {
    await open();

    pick('Business Proof', fileOf(pdfBytes, 'proof.pdf', 'application/pdf'));

    expect((await within(card('Business Proof')).findByRole('alert')).textContent).toBe(
      'Select Business Proof Type',
    );
  });

  it("refuses another file type with 'Allowed file type pdf/jpg/jpeg/png.'", async () => {
    await open();

    pick('Latest Payslip', fileOf('GIF89a', 'payslip.gif', 'image/gif'));

    expect(
      await within(card('Latest Payslip')).findByText('Allowed file type pdf/jpg/jpeg/png.'),
    ).toBeTruthy();
  });

  it.each(uploadRefusals('Something wrong, please try again'))(
    'says %s as the spec quotes it',
    async (_, answer, text) => {
      await open(answer);

      pick('Latest Payslip', fileOf(pngBytes, 'payslip.png', 'image/png'));

      expect(await within(card('Latest Payslip')).findByText(text)).toBeTruthy();
    },
  );
});
