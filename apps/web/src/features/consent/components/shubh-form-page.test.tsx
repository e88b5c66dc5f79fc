// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  consentServer,
  esignRequestId,
  opportunityOf,
  type ConsentServer,
} from '../consent-test-kit';

afterEach(async () => {
  vi.useRealTimers();
  await changeLanguage('en');
});

const signing = opportunityOf({
  status: 'CUST_CONSENT_GIVEN',
  subStatuses: ['SHUBHSIGN_PENDING', 'REPAY_INST_PENDING'],
  esignRequestId,
});

/** The signature screen, with the agreement generated and `verify` (and `send`, if given) answering. */
async function atSignature(
  verify: (server: ConsentServer) => Response,
  send?: (server: ConsentServer) => Response | undefined,
) {
  const server = consentServer(signing, (_call, path, s) =>
    path === '/esign/verifyotp' ? verify(s) : path === '/esign/sendotp' ? send?.(s) : undefined,
  );
  server.unsignedDoc = btoa('%PDF-1.7 agreement');
  await renderApp('/consent');
  await screen.findByRole('heading', { level: 1, name: 'Sign your Loan Agreement' });
  return server;
}

const codeField = () => screen.getByRole('textbox', { name: /OTP/ }) as HTMLInputElement;
const type = (code: string) => fireEvent.change(codeField(), { target: { value: code } });
const verify = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const events = (server: ConsentServer) =>
  callsTo(server, '/api/events/log-event').map((call) => (call.body as { event_name: string }).event_name);

describe("'Sign your Loan Agreement'", () => {
  it('sends the code on arrival and offers a new one only after 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await atSignature(() => Response.json({ status: true }));
    await waitFor(() => expect(callsTo(server, '/esign/sendotp')).toHaveLength(1));
    expect(callsTo(server, '/esign/sendotp')[0]?.body).toEqual({ request_id: esignRequestId });

    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(screen.getByRole('button', { name: 'Send code' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsTo(server, '/esign/sendotp')).toHaveLength(2));
  });

  it("says 'E-Sign failed. Please enter correct OTP.' for a wrong code and clears it", async () => {
    const server = await atSignature(() => Response.json({ status: false }));
    type('123456');
    verify();
    expect(await screen.findByText('E-Sign failed. Please enter correct OTP.')).toBeTruthy();
    expect(codeField().value).toBe('');
    expect(callsTo(server, '/esign/verifyotp')[0]?.body).toEqual({
      request_id: esignRequestId,
      otp: '123456',
    });
    await waitFor(() => expect(events(server)).toEqual(['EsignFailure']));
  });

  it('says the same of a code the server refuses as malformed (422)', async () => {
    await atSignature(() =>
      Response.json(
        { code: 'VALIDATION_FAILED', message: 'E-Sign failed. Please enter correct OTP.' },
        { status: 422 },
      ),
    );
    type('000000');
    verify();
    expect(await screen.findByText('E-Sign failed. Please enter correct OTP.')).toBeTruthy();
    expect(codeField().value).toBe('');
  });

  it("shows the server's message when the code is locked", async () => {
    await atSignature(() =>
      Response.json(
        { code: 'TOO_MANY_REQUESTS', message: 'Too many wrong codes. Please ask for a new code.' },
        { status: 429 },
      ),
    );
    type('111111');
    verify();
    expect(await screen.findByText('Too many wrong codes. Please ask for a new code.')).toBeTruthy();
  });

  it('signs, records the success and moves to the repayment step', async () => {
    const server = await atSignature((s) => {
      s.opportunity = { ...s.opportunity, subStatuses: ['REPAY_INST_PENDING'], isEsignDone: true };
      return Response.json({ status: true });
    });
    type('246810');
    verify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up repayment' })).toBeTruthy();
    const modes = await screen.findByRole('list', { name: 'Ways to set up repayment' });
    expect(
      within(modes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'E-NACH Register E-NACH via Net Banking / Debit Card',
      'Scan & Upload Download NACH form, sign & upload it',
    ]);
    expect(events(server)).toEqual(['EsignSuccess']);
  });

  it('downloads the agreement', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await atSignature(() => Response.json({ status: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Download Agreement' }));
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('loan-agreement.pdf');
  });
});

/** The signing service down, as the server answers it (a 5xx never says why). */
const outage = (status = 502) =>
  Response.json({ code: 'PROVIDER_UNAVAILABLE', message: messages.genericRequestFailure }, { status });

describe("'Sign your Loan Agreement' while the signing service is down", () => {
  const unavailable = 'The signing service is unavailable just now. Please try again in a few minutes.';

  it('says so instead of the KFS text, and sends the code again on Try again', async () => {
    let down = true;
    const server = await atSignature(
      () => Response.json({ status: true }),
      () => (down ? outage() : undefined),
    );
    expect(await screen.findByText(unavailable)).toBeTruthy();
    expect(screen.queryByText(messages.kfsDownloadFailed)).toBeNull();
    expect(screen.queryByText(messages.genericRequestFailure)).toBeNull();

    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(callsTo(server, '/esign/sendotp')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText(unavailable)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('keeps the code when the verify finds it down, and verifies it again on Try again', async () => {
    let down = true;
    const server = await atSignature((s) => {
      if (down) return outage(503);
      s.opportunity = { ...s.opportunity, subStatuses: ['REPAY_INST_PENDING'], isEsignDone: true };
      return Response.json({ status: true });
    });
    type('246810');
    verify();
    expect(await screen.findByText(unavailable)).toBeTruthy();
    expect(codeField().value).toBe('246810');
    expect(screen.queryByText(messages.genericRequestFailure)).toBeNull();
    expect(events(server)).toEqual([]);

    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up repayment' })).toBeTruthy();
    expect(callsTo(server, '/esign/verifyotp').map((call) => call.body)).toEqual([
      { request_id: esignRequestId, otp: '246810' },
      { request_id: esignRequestId, otp: '246810' },
    ]);
  });

  it('says so in Hindi', async () => {
    const server = consentServer(signing, (_call, path) =>
      path === '/esign/sendotp' ? outage() : undefined,
    );
    server.unsignedDoc = btoa('%PDF-1.7 agreement');
    await changeLanguage('hi');
    await renderApp('/consent/shubh-form');
    expect(
      await screen.findByText('हस्ताक्षर सेवा अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से प्रयास करें।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फिर से प्रयास करें' })).toBeTruthy();
  });
});
