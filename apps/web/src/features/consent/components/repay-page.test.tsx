// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import {
  awaitingRepayment,
  callsTo,
  consentServer,
  mandateId,
  nachOf,
  opportunityId,
  opportunityOf,
  repaymentModesOf,
  type ConsentServer,
} from '../consent-test-kit';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const modesPath = '/api/hagen/document-collection-modes';
const initiatePath = '/api/hagen/initiate-nach';

const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const modeList = async () => screen.findByRole('list', { name: 'Ways to set up repayment' });
const modeButton = (name: RegExp) => screen.findByRole('button', { name });

/** A borrower at the repayment step; `answer` may take any call first. */
function repayServer(
  overrides: Parameters<typeof opportunityOf>[0] = {},
  answer: Parameters<typeof consentServer>[1] = () => undefined,
): ConsentServer {
  return consentServer(opportunityOf({ ...awaitingRepayment, ...overrides }), answer);
}

const refusal = (status: number, code: string, message: string) =>
  Response.json({ code, message }, { status });

describe('the repayment modes (spec 001 §2.6)', () => {
  it('offers each mode of the Repayment list, with the account the mandate is for', async () => {
    const server = repayServer();
    server.repaymentModes = repaymentModesOf(['ENACH', 'Scan', 'Appointment']);
    await renderApp('/consent/repay');

    expect(await heading('Set up repayment')).toBeTruthy();
    const list = await modeList();
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toEqual([
      'E-NACH Register E-NACH via Net Banking / Debit Card',
      'Scan & Upload Download NACH form, sign & upload it',
      'Agent visit An agent brings the NACH form, you sign it, and the agent collects it from you',
    ]);
    expect(screen.getByText('HDFC Bank, account XXXXXXXXX456')).toBeTruthy();
    const asked = new URL(callsTo(server, modesPath)[0]!.url, 'http://x');
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      productCode: 'PERSONAL_LOAN',
      lenderId: '176',
      opportunityId,
    });
  });

  it('offers only the modes the list holds', async () => {
    const server = repayServer();
    server.repaymentModes = repaymentModesOf(['Scan']);
    await renderApp('/consent/repay');
    const list = await modeList();
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /^Scan & Upload/ })).toBeTruthy();
  });

  it('goes to the current path plus /scan for Scan & Upload, and to the agent visit for Appointment', async () => {
    const server = repayServer({}, (_call, path) =>
      path === '/api/hagen/nach-appointment'
        ? Response.json({ appointment: null, dates: ['2026-11-26'], slots: ['10:00-12:00'] })
        : undefined,
    );
    server.repaymentModes = repaymentModesOf(['ENACH', 'Scan', 'Appointment']);
    await renderApp('/healwise/consent/repay');
    fireEvent.click(await modeButton(/^Scan & Upload/));
    expect(await heading('Scan & Upload NACH form')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Choose another way' }));
    fireEvent.click(await modeButton(/^Agent visit/));
    expect(await heading('Book an agent visit')).toBeTruthy();
  });
});

describe('when no mode can be offered (spec 001 §8)', () => {
  it.each([
    [
      'the server does not find the bank accounts',
      () => refusal(404, 'NOT_FOUND', 'bankAccounts not found for this opportunity'),
      messages.bankAccountsMissing,
    ],
    ['the Repayment list is empty', () => Response.json(repaymentModesOf([])), messages.enachNotSupported],
    ['anything else fails', () => refusal(409, 'CONFLICT', 'Not now'), messages.repaymentModesFailed],
  ])(
    "says so when %s, with the support address and 'Try Again' for lender 176",
    async (_case, answer, text) => {
      let failing = true;
      const server = repayServer({}, (_call, path) => (path === modesPath && failing ? answer() : undefined));
      await renderApp('/consent/repay');

      expect(await screen.findByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'support@kredo.example' }).getAttribute('href')).toBe(
        'mailto:support@kredo.example',
      );
      failing = false;
      fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
      expect(await modeList()).toBeTruthy();
      expect(callsTo(server, modesPath)).toHaveLength(2);
    },
  );

  it("offers no 'Try Again' for another lender", async () => {
    repayServer({ lenderId: 174 }, (_call, path) =>
      path === modesPath ? refusal(409, 'CONFLICT', 'Not now') : undefined,
    );
    await renderApp('/consent/repay');
    expect(await screen.findByText(messages.repaymentModesFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@kredo.example' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  });
});

describe('E-NACH (spec 001 §4.7)', () => {
  const answerInitiate = (vendor: string | null) => (_call: unknown, path: string) =>
    path === initiatePath
      ? Response.json({ mode: 'ENACH', link: 'https://bank.example/authorise/m-1', vendor, mandateId })
      : undefined;

  it('opens a LOTUSPAY page at once, asking to come back to the repayment route', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
    const server = repayServer({}, answerInitiate('LOTUSPAY'));
    await renderApp('/consent/repay');
    fireEvent.click(await modeButton(/^E-NACH/));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://bank.example/authorise/m-1'));
    expect(callsTo(server, initiatePath)[0]?.body).toEqual({
      nachMode: 'ENACH',
      redirectUrl: 'http://localhost:8080/#/consent/repay',
      oppId: opportunityId,
    });
    expect(screen.queryByRole('link', { name: 'Continue to your bank' })).toBeNull();
  });

  it("offers another provider's page as 'Continue to your bank', under the partner's segment", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
    const server = repayServer({}, answerInitiate('DIGIO'));
    await renderApp('/healwise/consent/repay');
    fireEvent.click(await modeButton(/^E-NACH/));

    const link = await screen.findByRole('link', { name: 'Continue to your bank' });
    expect(link.getAttribute('href')).toBe('https://bank.example/authorise/m-1');
    expect(assign).not.toHaveBeenCalled();
    expect((callsTo(server, initiatePath)[0]?.body as { redirectUrl: string }).redirectUrl).toBe(
      'http://localhost:8080/#/healwise/consent/repay',
    );
  });

  it('points a bank that is not eligible to Scan and Upload for 12 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    repayServer({}, (_call, path) =>
      path === initiatePath ? refusal(422, 'ENACH_NOT_ELIGIBLE', 'not eligible') : undefined,
    );
    await renderApp('/consent/repay');
    fireEvent.click(await modeButton(/^E-NACH/));

    const snackbar = await screen.findByRole('alert');
    expect(snackbar.textContent).toContain(
      'Your bank is not eligible for E-NACH. Please select Scan and Upload.',
    );
    await pass(11_500);
    expect(screen.queryByText(messages.enachNotEligibleScan)).toBeTruthy();
    await pass(1_500);
    await waitFor(() => expect(screen.queryByText(messages.enachNotEligibleScan)).toBeNull());
  });

  it('asks to contact support when Scan and Upload is not offered', async () => {
    const server = repayServer({}, (_call, path) =>
      path === initiatePath ? refusal(422, 'ENACH_NOT_ELIGIBLE', 'not eligible') : undefined,
    );
    server.repaymentModes = repaymentModesOf(['ENACH', 'Appointment']);
    await renderApp('/consent/repay');
    fireEvent.click(await modeButton(/^E-NACH/));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your bank is not eligible for E-NACH. Please contact support at support@kredo.example.',
    );
  });

  it("says 'Something went wrong' for 5 s when no answer came", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    repayServer({}, (_call, path) => {
      if (path === initiatePath) throw new TypeError('Failed to fetch');
      return undefined;
    });
    await renderApp('/consent/repay');
    fireEvent.click(await modeButton(/^E-NACH/));

    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    await pass(4_500);
    expect(screen.queryByText(messages.nachLinkFailed)).toBeTruthy();
    await pass(1_000);
    await waitFor(() => expect(screen.queryByText(messages.nachLinkFailed)).toBeNull());
  });

  it("shows the server's reason when it refuses", async () => {
    repayServer({}, (_call, path) =>
      path === initiatePath ? refusal(409, 'CONFLICT', messages.mandateBeingRegistered) : undefined,
    );
    await renderApp('/consent/repay');
    fireEvent.click(await modeButton(/^E-NACH/));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.mandateBeingRegistered);
  });
});

describe('the repayment step in Hindi', () => {
  it('names the modes, the account and a rejection in Hindi', async () => {
    const server = repayServer({
      nach: nachOf({ nachStatus: 'REJECTED', reasonCode: 'AP11', reasonText: 'Authentication failed' }),
    });
    server.repaymentModes = repaymentModesOf(['ENACH', 'Scan', 'Appointment']);
    await changeLanguage('hi');
    await renderApp('/consent/repay');

    expect(await heading('भुगतान की व्यवस्था करें')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'भुगतान की व्यवस्था के तरीके' });
    expect(
      within(list).getByRole('button', { name: /^ई-NACH नेट बैंकिंग \/ डेबिट कार्ड से ई-NACH पंजीकृत करें/ }),
    ).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^स्कैन और अपलोड/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^एजेंट विज़िट/ })).toBeTruthy();
    expect(screen.getByText('HDFC Bank, खाता XXXXXXXXX456')).toBeTruthy();
    expect(screen.getByText('आपका मैंडेट अस्वीकार कर दिया गया: प्रमाणीकरण विफल रहा')).toBeTruthy();
  });
});
