// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  sampleSession,
  signInForStatements,
  statementUserId,
  stubStatementServer,
  resetStatementScreen,
  processingStatement,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

import {
  completeButton,
  findFileList,
  openPdfFlow,
  read,
  uploadButton,
  uploadUnprotected,
} from './pdf-flow-test-kit';

afterEach(resetStatementScreen);

describe('completing the PDF flow', () => {
  it('after a reload, goes back to the open session with its files, and completes it without another upload', async () => {
    const calls = stubStatementServer({
      openSession: () =>
        Response.json({
          session: { ...sampleSession, institutionId: '20' },
          files: [{ status: 1, vendor: 'FINBOX', fileId: 'f-1', message: 'File uploaded successfully' }],
        }),
      complete: () =>
        Response.json({
          statement: processingStatement(),
        }),
    });
    signInForStatements();
    await renderApp('/bank-statement');

    expect(await screen.findByRole('heading', { level: 2, name: 'HDFC Bank' })).toBeTruthy();
    const list = await findFileList();
    expect(within(list).getByText('Statement file 1')).toBeTruthy();
    expect(within(list).getByText('Uploaded')).toBeTruthy();
    await vi.waitFor(() => expect(completeButton()).toHaveProperty('disabled', false));
    fireEvent.click(completeButton());
    expect(await screen.findByRole('dialog', { name: 'File upload completed' })).toBeTruthy();
    const paths = calls.map((call) => call.url.split('?')[0]);
    expect(paths).not.toContain('/api/bs-service/start');
    expect(paths).not.toContain('/api/bs-service/upload');
    expect(calls.find((call) => call.url === '/api/bs-service/complete')?.body).toMatchObject({
      perfiosTransactionId: sampleSession.perfiosTransactionId,
    });
  });

  it("completes again every 5 s while 'Wait till the txns are Processed', then says the statement is in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let completes = 0;
    const calls = stubStatementServer({
      upload: read,
      complete: () => {
        completes += 1;
        if (completes < 3)
          return Response.json(
            { code: 'CONFLICT', message: messages.statementWaitProcessing },
            { status: 409 },
          );
        return Response.json({
          statement: processingStatement(),
        });
      },
    });
    await openPdfFlow();
    await uploadUnprotected();

    fireEvent.click(completeButton());
    expect(await screen.findByText(messages.statementWaitProcessing)).toBeTruthy();
    expect(completes).toBe(1);
    expect(completeButton()).toHaveProperty('disabled', true);

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(completes).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await vi.waitFor(() => expect(completes).toBe(2));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(completes).toBe(3));

    const popup = await screen.findByRole('dialog', { name: 'File upload completed' });
    expect(within(popup).getByText('Bank statement submitted successfully')).toBeTruthy();
    const complete = calls.find((call) => call.url === '/api/bs-service/complete');
    expect(complete?.body).toEqual({
      handler: 'complete',
      userId: statementUserId,
      institutionId: '20',
      perfiosTransactionId: sampleSession.perfiosTransactionId,
      entityId: sampleSession.entityId,
    });

    const statusReads = calls.filter((call) => call.url.startsWith('/api/lam/status/')).length;
    vi.useRealTimers();
    await act(async () => fireEvent.click(within(popup).getByRole('button', { name: 'OK' })));
    // On the web the page leads home, with the status read afresh.
    expect(await screen.findByRole('heading', { level: 1, name: /^Hello/ })).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url.startsWith('/api/lam/status/')).length).toBeGreaterThan(
        statusReads,
      ),
    );
    expect(completes).toBe(3);
  });

  it("shows the server's refusal to complete and lets the borrower add files", async () => {
    stubStatementServer({
      upload: read,
      complete: () =>
        Response.json({ code: 'UNPROCESSABLE', message: 'No transactions found' }, { status: 422 }),
    });
    await openPdfFlow();
    await uploadUnprotected();
    fireEvent.click(completeButton());
    expect((await screen.findByRole('alert')).textContent).toBe('No transactions found');
    expect(completeButton()).toHaveProperty('disabled', false);
    expect(uploadButton()).toHaveProperty('disabled', false);
  });
});

describe("the bank statement screen's error card", () => {
  it("shows 'Something's Wrong' when the session cannot start, and goes back to the banks", async () => {
    stubStatementServer({
      start: () => Response.json({ code: 'INTERNAL', message: 'boom' }, { status: 500 }),
    });
    signInForStatements();
    await renderApp('/bank-statement');
    fireEvent.click(await screen.findByRole('button', { name: 'State Bank of India' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));

    const card = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(card).getByText("Something's Wrong")).toBeTruthy();
    expect(within(card).getByText('Looks like something is missing')).toBeTruthy();
    expect(within(card).getByText(/^Please contact support/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
  });

  it('shows it when the banks cannot be loaded', async () => {
    stubStatementServer({
      institutions: () => Response.json({ code: 'BAD_REQUEST', message: 'no' }, { status: 400 }),
    });
    signInForStatements();
    await renderApp('/bank-statement');
    const card = await screen.findByRole('alert');
    expect(within(card).getByText("Something's Wrong")).toBeTruthy();
  });
});
