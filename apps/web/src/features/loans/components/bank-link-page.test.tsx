// @vitest-environment happy-dom
import { creditLinePaths } from '@kredo/contract/credit-lines';
import { messages } from '@kredo/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, loansServer } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const gatewayPage = 'https://gateway.example/pay/plink_7';

/** A borrower whose direct-link call is answered so. */
function serverAnswering(answer: () => Response | Promise<Response>) {
  return loansServer({}, (_call, path) =>
    path === creditLinePaths.directLink ? (answer() as Response) : undefined,
  );
}

/** The gateway's page is left for through location.assign, recorded here. */
function stubLocation() {
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
  return assign;
}

describe('the bank-link redirect screen (spec 001 §2.10, §7, §8)', () => {
  it('takes the browser to the link the server answers, saying so meanwhile', async () => {
    const assign = stubLocation();
    const server = serverAnswering(() => Response.json({ link: gatewayPage }));
    await renderApp('/loans/bank-link');
    const waiting = await screen.findByText('Taking you to your bank…');
    expect(waiting.closest('[role=status]')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Pay your dues' })).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith(gatewayPage));
    expect(assign).toHaveBeenCalledTimes(1);
    const calls = callsTo(server, creditLinePaths.directLink);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('GET');
    expect(calls[0]?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Something went wrong! Looks like {error}' with the server's message, and the way back to the loans", async () => {
    const assign = stubLocation();
    serverAnswering(() =>
      Response.json({ code: 'CONFLICT', message: messages.paymentNothingDue }, { status: 409 }),
    );
    await renderApp('/loans/bank-link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong! Looks like Nothing is due on this loan now.',
    );
    expect(screen.getByRole('link', { name: 'Back to My Loans' }).getAttribute('href')).toBe('/loans');
    expect(screen.queryByText('Taking you to your bank…')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says it in Hindi, the server’s message too', async () => {
    stubLocation();
    await changeLanguage('hi');
    serverAnswering(() =>
      Response.json({ code: 'CONFLICT', message: messages.paymentNothingDue }, { status: 409 }),
    );
    await renderApp('/loans/bank-link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'कुछ गलत हो गया! लगता है इस लोन पर अभी कुछ भी बकाया नहीं है।',
    );
    expect(screen.getByRole('link', { name: 'मेरे लोन पर वापस जाएँ' })).toBeTruthy();
  });

  it('follows a link the error answer carries, as the spec’s service answered it', async () => {
    const assign = stubLocation();
    serverAnswering(() =>
      Response.json({ code: 'CONFLICT', message: 'Redirecting', link: gatewayPage }, { status: 409 }),
    );
    await renderApp('/loans/bank-link');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(gatewayPage));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server could not be reached when no answer came', async () => {
    const assign = stubLocation();
    serverAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderApp('/loans/bank-link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong! Looks like we could not reach our server. Please check your internet connection and try again.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('never follows a link that is not a web page', async () => {
    const assign = stubLocation();
    serverAnswering(() => Response.json({ link: 'javascript:alert(1)' }));
    await renderApp('/loans/bank-link');
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Something went wrong! Looks like Couldn't process the request, please try again",
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
