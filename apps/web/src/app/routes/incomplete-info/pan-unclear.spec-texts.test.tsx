// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fileOf, pngBytes, storedAnswer } from '../../../features/documents/components/documents-test-kit';
import { renderApp } from '../../../test/render-app';
import { serveCorrections, userId } from './flows-test-kit';

/*
 * The PAN details correction shows spec 000's quoted texts exactly (§5.1, §8 'PAN update',
 * 'Document upload', 'Document missing'; docs/texts.md). The quotes are written out here, not
 * read from the catalogue.
 */

const badGateway = () =>
  new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } });

function server({
  upload = storedAnswer,
  save,
}: { upload?: typeof storedAnswer; save?: () => Response } = {}) {
  serveCorrections(['PAN_UNCLEAR'], (call, path) => {
    if (path === `/api/document/${userId}/PAN`) return upload(call);
    if (path === '/api/paandu/profile' && call.method === 'POST' && save) return save();
    return undefined;
  });
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const typePan = (pan: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: /^PAN Number/ }), { target: { value: pan } });
const pickPicture = () =>
  fireEvent.change(screen.getByLabelText('PAN Card file'), {
    target: { files: [fileOf(pngBytes, 'pan.png', 'image/png')] },
  });

async function open() {
  await renderApp('/incomplete-info/pan-unclear');
  await screen.findByRole('heading', { level: 1, name: 'PAN Details' });
}

describe("the PAN details correction's spec texts", () => {
  it("says 'Please enter a valid PAN number', then 'PAN REQUIRED' without a picture", async () => {
    server();
    await open();

    typePan('ABCD12345K');
    fireEvent.click(continueButton());
    expect(await screen.findByText('Please enter a valid PAN number')).toBeTruthy();

    typePan('ABCPV1234K');
    fireEvent.click(continueButton());
    expect(await screen.findByText('PAN REQUIRED')).toBeTruthy();
  });

  it("says 'Something wrong, please try again' when the picture's upload fails", async () => {
    server({ upload: badGateway });
    await open();

    pickPicture();

    expect(await screen.findByText('Something wrong, please try again')).toBeTruthy();
  });

  it("says 'Failed to update Pan details!' when the save fails", async () => {
    server({ save: badGateway });
    await open();
    typePan('ABCPV1234K');
    pickPicture();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace' })).toBeTruthy());

    fireEvent.click(continueButton());

    expect(await screen.findByText('Failed to update Pan details!')).toBeTruthy();
  });
});
