// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client';
import {
  pdfFile,
  processingStatement,
  signInForStatements,
  stubStatementServer,
} from '../../test/bank-statements';
import BankStatementStep from './bank-statement-step';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  queryClient.clear();
});

const statement = processingStatement('35');

async function renderStep(done: boolean, onContinue = vi.fn()) {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <BankStatementStep
            done={done}
            stepHref="/loan-application/form/bank-statement?productCode=PL"
            nextHref="/loan-application/form/complete?productCode=PL"
            onContinue={onContinue}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  });
  return onContinue;
}

describe("the application form's Bank Statement step", () => {
  it('is done once the statement is submitted: the form reloads and Continue goes on', async () => {
    stubStatementServer({
      upload: () => Response.json({ status: 1, vendor: 'FINBOX', fileId: 'f-1' }),
      complete: () => Response.json({ statement }),
    });
    signInForStatements();
    const refresh = vi.spyOn(queryClient, 'invalidateQueries');
    const onContinue = await renderStep(false);

    fireEvent.click(await screen.findByRole('button', { name: 'State Bank of India' }));
    fireEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Upload' })).toHaveProperty('disabled', false),
    );
    fireEvent.change(screen.getByLabelText(/^Choose File/), { target: { files: [pdfFile()] } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'My file is not password protected' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    await screen.findByText('Uploaded');
    fireEvent.click(screen.getByRole('button', { name: 'Complete' }));
    const popup = await screen.findByRole('dialog', { name: 'File upload completed' });
    fireEvent.click(within(popup).getByRole('button', { name: 'OK' }));

    expect(await screen.findByText('Bank statement submitted successfully')).toBeTruthy();
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['profile'] });
    expect(refresh).toHaveBeenCalledWith({ queryKey: ['loan-application'] });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onContinue).toHaveBeenCalledOnce();
  });

  it('shows a step already done with Continue, and lets another statement be added', async () => {
    stubStatementServer();
    signInForStatements();
    const onContinue = await renderStep(true);
    expect(screen.getByText('Bank statement submitted successfully')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add another statement' }));
    expect(await screen.findByRole('button', { name: 'Get Started' })).toBeTruthy();
    expect(onContinue).not.toHaveBeenCalled();
  });
});
