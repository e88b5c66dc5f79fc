// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebEnv } from '../../../config/env-schema';
import { queryClient } from '../../../lib/query-client';
import { signInForStatements, statementUserId, stubStatementServer } from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';
import { goToBank } from '../lib/go-to-bank';
import { readPendingBankVisit } from '../lib/pending-bank-visit';

vi.mock('../lib/go-to-bank', () => ({ goToBank: vi.fn() }));
vi.mock('../../../config/env', async (importOriginal) => {
  const { env } = await importOriginal<{ env: WebEnv }>();
  return { env: { ...env, statementFormUrl: 'https://forms.example/bank-statements' } };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(goToBank).mockReset();
  localStorage.clear();
  sessionStorage.clear();
  queryClient.clear();
  delete window.Android;
});

async function open(path = '/bank-statement') {
  signInForStatements();
  await renderApp(path);
  return screen.findByRole('button', { name: 'Get Started' });
}

function pickOtherBank(name: string) {
  const input = screen.getByRole('combobox', { name: 'Other Banks' });
  fireEvent.change(input, { target: { value: name.slice(0, 6) } });
  fireEvent.click(screen.getByRole('option', { name }));
}

describe('choosing the bank and the way to share', () => {
  it('searches every bank under Other Banks, and refuses a bank without any mode', async () => {
    const calls = stubStatementServer();
    const getStarted = await open();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Other Banks' }));
    const names = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual([...names].sort((a, b) => (a ?? '').localeCompare(b ?? '')));
    expect(names).toContain('Punjab & Sind Bank');
    expect(names).toHaveLength(7);

    pickOtherBank('Cosmos Co-operative Bank');
    fireEvent.click(getStarted);
    expect(await screen.findByText("Selected Bank doesn't support Net Banking")).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/bs-service/start')).toBe(false);
  });

  it('goes straight to the PDF flow for a bank with PDF only, without asking how', async () => {
    const calls = stubStatementServer();
    const getStarted = await open();
    pickOtherBank('Punjab & Sind Bank');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    fireEvent.click(getStarted);
    expect(await screen.findByRole('heading', { level: 2, name: 'Punjab & Sind Bank' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(calls.find((call) => call.url === '/api/bs-service/start')?.body).toMatchObject({
        institutionId: '28',
      }),
    );
  });

  it("sends net banking to the bank's page, to come back to the redirect page", async () => {
    const calls = stubStatementServer({
      bankingLink: () => Response.json({ url: 'https://bank.example/login?t=1', txnId: 'NB-77' }),
    });
    const getStarted = await open('/healwise/bank-statement');
    fireEvent.click(screen.getByRole('button', { name: 'ICICI Bank' }));
    const modes = screen.getByRole('radiogroup');
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['PDF_UPLOAD', 'NET_BANKING', 'ACCOUNT_AGGREGATOR']);
    expect(within(modes).getByRole('radio', { name: 'Upload Via OTP' })).toBeTruthy();
    fireEvent.click(within(modes).getByRole('radio', { name: 'Net Banking' }));
    fireEvent.click(getStarted);

    await vi.waitFor(() => expect(goToBank).toHaveBeenCalledWith('https://bank.example/login?t=1'));
    expect(calls.find((call) => call.url === '/api/bs-service/banking-link')?.body).toEqual({
      mode: 'NET_BANKING',
      bankId: '22',
      requestId: expect.any(String),
      redirectionUrl: `${window.location.pathname}#/healwise/bank-statement/redirect`,
    });
    expect(readPendingBankVisit()).toEqual({
      txnId: 'NB-77',
      next: '/healwise',
      back: '/healwise/bank-statement',
      closesActivity: true,
    });
    expect(screen.getByRole('button', { name: 'Get Started' })).toHaveProperty('disabled', true);
  });

  it("shows the server's message when the bank's page cannot be had", async () => {
    stubStatementServer({
      bankingLink: () => Response.json({ code: 'UNAVAILABLE', message: 'Bank is down' }, { status: 503 }),
    });
    const getStarted = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Axis Bank' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Upload Via OTP' }));
    fireEvent.click(getStarted);
    expect(await screen.findByText('Bank is down', {}, { timeout: 10_000 })).toBeTruthy();
    expect(goToBank).not.toHaveBeenCalled();
  });
});

describe('the Google Form and the e-mail option', () => {
  it('offers only the Google Form, in a new tab, when uploads are not allowed', async () => {
    stubStatementServer({ uploadAllowed: () => Response.json({ status: false }) });
    signInForStatements();
    await renderApp('/bank-statement');

    const form = await screen.findByRole('link', { name: 'Open Google Form' });
    expect(form.getAttribute('href')).toBe('https://forms.example/bank-statements');
    expect(form.getAttribute('target')).toBe('_blank');
    expect(form.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText(messages.statementIncomplete)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Get Started' })).toBeNull();
    const mail = screen.getByRole('link', { name: /^Email your bank statements/ });
    expect(new URL(mail.getAttribute('href') ?? '').searchParams.get('subject')).toBe(
      `Bank statement | User ID: ${statementUserId} | Statements: 0 | Upload allowed: No`,
    );
  });

  it("mails the partner's support address with the user, the count and the flag in the subject", async () => {
    stubStatementServer();
    await open('/healwise/bank-statement');
    const mail = screen.getByRole('link', { name: 'Email your bank statements to loans@healwise.example' });
    const href = mail.getAttribute('href') ?? '';
    expect(href.startsWith('mailto:loans@healwise.example?subject=')).toBe(true);
    expect(new URL(href).searchParams.get('subject')).toBe(
      `Bank statement | User ID: ${statementUserId} | Statements: 0 | Upload allowed: Yes`,
    );
  });

  it('hides the e-mail option for LendBazaar', async () => {
    stubStatementServer();
    await open('/lendbazaar/bank-statement');
    expect(screen.queryByRole('link', { name: /^Email your bank statements/ })).toBeNull();
  });
});

describe('on the web and in the Android app', () => {
  it('links back to the application on the web', async () => {
    stubStatementServer();
    await open();
    expect(screen.getByRole('link', { name: 'Back to application' }).getAttribute('href')).toBe(
      '/loan-application',
    );
  });

  it('asks before leaving on Android, and closes the screen with FAILURE on leaving', async () => {
    const closeActivity = vi.fn();
    window.Android = { getApiVersion: () => 210, closeActivity };
    stubStatementServer();
    await open('/android/bank-statement');
    expect(screen.queryByRole('link', { name: 'Back to application' })).toBeNull();

    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure want to leave' });
    expect(within(dialog).getByText(messages.statementLeaveText)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(closeActivity).not.toHaveBeenCalled();

    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    const again = await screen.findByRole('dialog', { name: 'Are you sure want to leave' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave' }));
    expect(closeActivity).toHaveBeenCalledWith('FAILURE');
  });

  it('does not ask on the web', async () => {
    stubStatementServer();
    await open();
    await act(async () => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
