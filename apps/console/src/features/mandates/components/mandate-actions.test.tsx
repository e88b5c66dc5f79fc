import type { MandateDetail } from '@kredo/contract/mandates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { aMandateDetail, aStuckEMandate } from '../../../test/mandate-fixtures';
import {
  mandatePagePath,
  mandatePaths,
  mandateServer,
  renderAsOperations,
} from '../../../test/mandate-server';
import { errorResponse, type FetchCall } from '../../../test/stub-fetch';

async function openMandate() {
  await renderAsOperations(mandatePagePath);
  await screen.findByRole('heading', { level: 1 });
}

const actionButtons = () =>
  within(screen.getByRole('group', { name: 'Mandate actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const postsTo = (calls: FetchCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

const statusShown = () => screen.getByLabelText(/^Status: /).textContent;

/** An answer the test lets go of when it chooses, to look at the page while the request is out. */
function held(answer: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, respond: async () => (await gate, answer()) };
}

const accepted: MandateDetail = aMandateDetail({
  status: 'AUTHORIZED',
  allowedActions: ['cancel'],
  history: [
    ...aMandateDetail().history,
    {
      at: '2026-03-06T11:00:00.000Z',
      event: 'scan-accepted',
      from: 'IN_PROCESS',
      to: 'AUTHORIZED',
      outcome: 'moved',
      by: 'ops@kredo.example',
      reasonCode: null,
      note: null,
    },
  ],
});

describe('the actions on a mandate', () => {
  it('offers only what the server allows', async () => {
    mandateServer({ detail: aMandateDetail() });
    await openMandate();
    expect(actionButtons()).toEqual(['Accept', 'Reject', 'Cancel mandate']);
  });

  it('offers a stuck e-mandate only a refresh and a cancellation', async () => {
    mandateServer({ detail: aStuckEMandate() });
    await openMandate();
    expect(actionButtons()).toEqual(['Refresh status', 'Cancel mandate']);
  });

  it('accepts a scan once confirmed, then shows the mandate as the server answered it', async () => {
    const calls = mandateServer({
      onAction: (call) => (call.path === mandatePaths.accept ? Response.json(accepted) : undefined),
    });
    await openMandate();

    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept the scan' }));
    expect(postsTo(calls, mandatePaths.accept)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    expect(await screen.findByText('Scan accepted: the mandate went to the sponsor bank.')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [post] = postsTo(calls, mandatePaths.accept);
    expect(post?.body).toBeUndefined();
    expect(statusShown()).toBe('AUTHORIZED');
    expect(actionButtons()).toEqual(['Cancel mandate']);
    expect(within(screen.getByRole('table', { name: 'History' })).getByText('scan-accepted')).toBeDefined();
    // The queue is reloaded for its views and counts, not the mandate: the answer is the mandate.
    expect(calls.filter((call) => call.path === mandatePaths.detail)).toHaveLength(1);
  });

  it('rejects a scan with a chosen reason and a note', async () => {
    const calls = mandateServer({
      onAction: (call) =>
        call.path === mandatePaths.reject
          ? Response.json(aMandateDetail({ status: 'REJECTED', reasonCode: 'QC02', allowedActions: [] }))
          : undefined,
    });
    await openMandate();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the scan' }));

    const reasons = [...(dialog.getByLabelText('Reason') as HTMLSelectElement).options].map(
      (option) => option.textContent,
    );
    expect(reasons).toEqual([
      'Choose a reason',
      "M003 — Drawer's signature differs",
      'QC01 — Signature missing',
      'QC02 — Scan unclear or incomplete',
      'QC03 — Form altered or overwritten',
      'QC04 — Not the form issued for this loan',
    ]);
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please select this to continue the application')).toBeDefined();
    expect(postsTo(calls, mandatePaths.reject)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'QC02' } });
    fireEvent.change(dialog.getByLabelText('Note (optional)'), {
      target: { value: ' Bottom edge cut off ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(
      await screen.findByText('Scan rejected (QC02). The borrower is asked for a new one.'),
    ).toBeDefined();
    expect(postsTo(calls, mandatePaths.reject).map((call) => call.body)).toEqual([
      { reasonCode: 'QC02', note: 'Bottom edge cut off' },
    ]);
    expect(statusShown()).toBe('REJECTED');
    expect(screen.getByText('QC02 Scan unclear or incomplete')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Mandate actions' })).toBeNull();
  });

  it('sends no note when none is given with a rejection', async () => {
    const calls = mandateServer();
    await openMandate();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the scan' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'M003' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(calls, mandatePaths.reject).map((call) => call.body)).toEqual([{ reasonCode: 'M003' }]);
  });

  it('cancels only with a note saying why', async () => {
    const calls = mandateServer({
      onAction: (call) =>
        call.path === mandatePaths.cancel
          ? Response.json(aMandateDetail({ status: 'CANCELLED', allowedActions: [] }))
          : undefined,
    });
    await openMandate();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel mandate' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the mandate' }));

    fireEvent.click(dialog.getByRole('button', { name: 'Cancel mandate' }));
    expect(await dialog.findByText('Please enter this to continue the application')).toBeDefined();
    expect(postsTo(calls, mandatePaths.cancel)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/Why it is cancelled/), {
      target: { value: ' Borrower chose another account ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel mandate' }));

    expect(await screen.findByText('Mandate cancelled.')).toBeDefined();
    expect(postsTo(calls, mandatePaths.cancel).map((call) => call.body)).toEqual([
      { note: 'Borrower chose another account' },
    ]);
    expect(statusShown()).toBe('CANCELLED');
  });

  it('refreshes a stuck e-mandate from the provider and shows where it now stands', async () => {
    const calls = mandateServer({
      detail: aStuckEMandate(),
      onAction: (call) =>
        call.path === mandatePaths.refresh
          ? Response.json(
              aStuckEMandate({ status: 'ACTIVATED', umrn: 'HDFC7021807230000042', allowedActions: [] }),
            )
          : undefined,
    });
    await openMandate();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh status' }));

    expect(await screen.findByText('Status asked of the provider: now ACTIVATED.')).toBeDefined();
    expect(postsTo(calls, mandatePaths.refresh).map((call) => call.body)).toEqual([undefined]);
    expect(statusShown()).toBe('ACTIVATED');
    expect(screen.getByText('HDFC7021807230000042')).toBeDefined();
  });

  it('uploads the form an agent collected as base64 with its type', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const calls = mandateServer({
      detail: aMandateDetail({
        status: 'PENDING',
        collection: 'AGENT',
        scan: null,
        allowedActions: ['collected-scan', 'cancel'],
      }),
      onAction: (call) =>
        call.path === mandatePaths.collectedScan
          ? Response.json(
              aMandateDetail({ collection: 'AGENT', allowedActions: ['accept', 'reject', 'cancel'] }),
            )
          : undefined,
    });
    await openMandate();
    expect(screen.getByText('No scan uploaded')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Upload collected form' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upload the collected form' }));

    fireEvent.change(dialog.getByLabelText('Scanned form'), {
      target: { files: [new File(['GIF89a'], 'form.gif', { type: 'image/gif' })] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));
    expect(await dialog.findByText('Allowed file type pdf/jpg/jpeg/png.')).toBeDefined();
    expect(postsTo(calls, mandatePaths.collectedScan)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Scanned form'), {
      target: { files: [new File([bytes], 'form.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(dialog.queryByText('Allowed file type pdf/jpg/jpeg/png.')).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: 'Upload' }));

    expect(
      await screen.findByText('Collected form uploaded: the scan is waiting to be verified.'),
    ).toBeDefined();
    expect(postsTo(calls, mandatePaths.collectedScan).map((call) => call.body)).toEqual([
      { contentType: 'image/png', docContent: Buffer.from(bytes).toString('base64') },
    ]);
    expect(statusShown()).toBe('IN_PROCESS');
    expect(screen.getByRole('button', { name: 'Show the scan' })).toBeDefined();
    expect(actionButtons()).toEqual(['Accept', 'Reject', 'Cancel mandate']);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    mandateServer({
      onAction: () => errorResponse(409, 'CONFLICT', 'This scan was already verified by someone else'),
    });
    await openMandate();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept the scan' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Accept' }));

    expect(await dialog.findByText('This scan was already verified by someone else')).toBeDefined();
    expect(screen.getByRole('dialog', { name: 'Accept the scan' })).toBeDefined();
  });

  it('shows the server’s refusal of a refresh', async () => {
    mandateServer({
      detail: aStuckEMandate(),
      onAction: () => errorResponse(503, 'PROVIDER_UNAVAILABLE', 'The mandate service is not answering'),
    });
    await openMandate();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh status' }));

    expect(await screen.findByText('The mandate service is not answering')).toBeDefined();
    expect(statusShown()).toBe('AUTHORIZED');
  });

  it('sends a refresh once however often it is clicked, every action held back meanwhile', async () => {
    const answer = held(() => Response.json(aStuckEMandate({ status: 'ACTIVATED', allowedActions: [] })));
    const calls = mandateServer({ detail: aStuckEMandate(), onAction: answer.respond });
    await openMandate();
    const refresh = screen.getByRole('button', { name: 'Refresh status' });

    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Cancel mandate' })).toHaveProperty('disabled', true),
    );
    expect(refresh).toHaveProperty('disabled', true);
    fireEvent.click(refresh);

    answer.release();
    expect(await screen.findByText('Status asked of the provider: now ACTIVATED.')).toBeDefined();
    expect(postsTo(calls, mandatePaths.refresh)).toHaveLength(1);
  });

  it('sends an acceptance once when its confirmation is clicked twice', async () => {
    const answer = held(() => Response.json(accepted));
    const calls = mandateServer({ onAction: answer.respond });
    await openMandate();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept the scan' }));
    const confirm = dialog.getByRole('button', { name: 'Accept' });

    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true),
    );

    answer.release();
    expect(await screen.findByText('Scan accepted: the mandate went to the sponsor bank.')).toBeDefined();
    expect(postsTo(calls, mandatePaths.accept)).toHaveLength(1);
  });
});
