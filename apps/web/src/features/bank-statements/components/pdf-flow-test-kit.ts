// Shared steps of the PDF flow's screen tests: open the flow, choose a file, find its controls.
import { expect, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { pdfFile, signInForStatements } from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

export const read = () => Response.json({ status: 1, vendor: 'FINBOX', fileId: 'file-1' });

export async function openPdfFlow(bank = 'HDFC Bank') {
  signInForStatements();
  await renderApp('/bank-statement');
  fireEvent.click(await screen.findByRole('button', { name: bank }));
  fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  await screen.findByRole('heading', { level: 2, name: bank });
  await vi.waitFor(() =>
    expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false),
  );
}

export function choose(file: File) {
  const input = screen.getByLabelText(/^(Choose File|Add More Files)/);
  fireEvent.change(input, { target: { files: [file] } });
}

export function tickNotProtected() {
  fireEvent.click(screen.getByRole('checkbox', { name: 'My file is not password protected' }));
}

export const uploadButton = () => screen.getByRole('button', { name: 'Upload' });
export const completeButton = () => screen.getByRole('button', { name: 'Complete' });
export const fileList = () => screen.getByRole('list', { name: 'Uploaded files' });
/** The list once the first upload is under way (an upload starts after the choice is checked). */
export const findFileList = () => screen.findByRole('list', { name: 'Uploaded files' });

/** Chooses an unprotected PDF (`name`), uploads it and waits until the list shows it uploaded. */
export async function uploadUnprotected(name?: string) {
  choose(pdfFile(name));
  tickNotProtected();
  fireEvent.click(uploadButton());
  await within(await findFileList()).findByText('Uploaded');
}
