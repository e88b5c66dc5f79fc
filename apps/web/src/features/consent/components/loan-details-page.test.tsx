// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveAggregatorDetails } from '../../../lib/aggregator-details';
import { callsTo, consentServer, kfsId, opportunityId, opportunityOf, userId } from '../consent-test-kit';
import { renderApp } from '../../../test/render-app';

afterEach(() => {
  vi.useRealTimers();
});

const accept = () => screen.findByRole('button', { name: 'Accept' });

describe('the loan offer consent screen', () => {
  it('shows the offer, its KFS and its schedule', async () => {
    consentServer();
    await renderApp('/consent');

    const summary = await screen.findByRole('table', { name: 'Offer summary' });
    const row = (label: string) =>
      within(summary).getByRole('rowheader', { name: label }).nextSibling?.textContent;
    expect(row('Loan amount')).toBe('₹50,000');
    expect(row('Tenure')).toBe('12 Months');
    expect(row('Payment frequency')).toBe('Monthly');
    expect(row('EMI')).toBe('₹5,416.67');
    expect(row('Annual interest')).toBe('30% p.a.');
    expect(row('Processing fee')).toBe('₹1,500 + GST');
    expect(row('Convenience fee')).toBe('₹0 + GST');
    expect(row('Due date')).toBe('5th of every month');
    expect(row('Annual percentage rate (APR)')).toBe('54.21%');
    expect(row('Amount you receive')).toBe('₹48,230');
    expect(screen.getByText('This Key Fact Statement is valid until 27 Nov 2026.')).toBeTruthy();
    const schedule = screen.getByRole('table', { name: 'Repayment schedule' });
    expect(within(schedule).getAllByRole('row')).toHaveLength(3);
    expect(within(schedule).getByText('5 Jan 2027')).toBeTruthy();
  });

  it("asks for the declaration: unticked it says '*Mandatory field.' and Accept is disabled", async () => {
    consentServer();
    await renderApp('/consent/loan-details');

    const declaration = await screen.findByRole('checkbox', { name: /I have read and understood/ });
    expect((declaration as HTMLInputElement).checked).toBe(true);
    expect((await accept()).hasAttribute('disabled')).toBe(false);
    fireEvent.click(declaration);
    expect(await screen.findByText('*Mandatory field.')).toBeTruthy();
    expect((await accept()).hasAttribute('disabled')).toBe(true);
    fireEvent.click(declaration);
    await waitFor(() => expect(screen.queryByText('*Mandatory field.')).toBeNull());
  });

  it('accepts on the KFS shown, waits 3 s, reads the offer again and moves to the next step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = consentServer(opportunityOf(), (call, path, s) => {
      if (path !== '/api/hagen/consent') return undefined;
      s.opportunity = { ...s.opportunity, status: 'CUST_CONSENT_GIVEN', subStatuses: ['SHUBHSIGN_PENDING'] };
      return Response.json({ ok: true });
    });
    await renderApp('/consent/loan-details');

    fireEvent.click(await accept());
    expect(await screen.findByRole('status', { name: 'Accepting your offer' })).toBeTruthy();
    await waitFor(() => expect(callsTo(server, '/api/hagen/consent')).toHaveLength(1));
    expect(callsTo(server, '/api/hagen/consent')[0]?.body).toEqual({
      opportunityId,
      consent: true,
      comment: null,
      kfsId,
      declarations: ['loanTerms'],
      language: 'en',
    });
    const readsBefore = callsTo(server, '/api/loan-opportunity/opportunity').length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_900);
    });
    expect(callsTo(server, '/api/loan-opportunity/opportunity')).toHaveLength(readsBefore);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preparing your loan agreement' }),
    ).toBeTruthy();
  });

  it("goes to the root when the server says 'Consent is already marked'", async () => {
    consentServer(opportunityOf(), (_call, path) =>
      path === '/api/hagen/consent'
        ? Response.json({ code: 'CONFLICT', message: 'Consent is already marked' }, { status: 400 })
        : undefined,
    );
    await renderApp('/consent');

    fireEvent.click(await accept());
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Asha Verma' })).toBeTruthy();
  });

  it('shows a KFS that expired meanwhile as such, and reads the new one', async () => {
    const server = consentServer(opportunityOf(), (_call, path, s) => {
      if (path !== '/api/hagen/consent') return undefined;
      s.opportunity = opportunityOf({
        kfs: {
          ...opportunityOf().kfs!,
          id: 'c4a8e2f6-1b3d-4e5f-9a7c-8d6e0f2a4b13',
          version: 2,
          validUntil: '2026-12-02',
        },
      });
      return Response.json(
        {
          code: 'CONFLICT',
          message:
            'This Key Fact Statement is no longer valid. Please read the new one before accepting the offer.',
        },
        { status: 409 },
      );
    });
    await renderApp('/consent');

    fireEvent.click(await accept());
    expect(
      await screen.findByText(
        'This Key Fact Statement is no longer valid. Please read the new one before accepting the offer.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('This Key Fact Statement is valid until 2 Dec 2026.')).toBeTruthy();
    fireEvent.click(await accept());
    await waitFor(() => expect(callsTo(server, '/api/hagen/consent')).toHaveLength(2));
    expect(callsTo(server, '/api/hagen/consent')[1]?.body).toMatchObject({
      kfsId: 'c4a8e2f6-1b3d-4e5f-9a7c-8d6e0f2a4b13',
    });
  });

  it("adds the locked marketplace-settlement consent for 'scflipkart' borrowers only", async () => {
    saveAggregatorDetails({ utmSource: 'SCFLIPKART' });
    const server = consentServer();
    await renderApp('/consent');

    const settlement = await screen.findByRole('checkbox', { name: /marketplace settlement credits/ });
    expect((settlement as HTMLInputElement).checked).toBe(true);
    expect((settlement as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(await accept());
    await waitFor(() =>
      expect(callsTo(server, '/api/hagen/consent')[0]?.body).toMatchObject({
        declarations: ['loanTerms', 'marketplaceSettlement'],
      }),
    );
  });

  it('has no marketplace-settlement consent for other partners', async () => {
    saveAggregatorDetails({ utmSource: 'healwise' });
    consentServer();
    await renderApp('/healwise/consent');

    await accept();
    expect(screen.queryByRole('checkbox', { name: /marketplace settlement credits/ })).toBeNull();
  });

  it("downloads the KFS and says 'Your KFS has been Successfully downloaded!'", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = consentServer(opportunityOf(), (_call, path) =>
      path === '/api/document-gateway/fetch-doc-pre-signed-url'
        ? Response.json({
            image: '/api/document-gateway/file?token=t-1',
            expiresAt: '2026-11-24T10:05:00.000Z',
          })
        : undefined,
    );
    await renderApp('/consent');

    fireEvent.click(await screen.findByRole('button', { name: 'Download KFS' }));
    expect(await screen.findByText('Your KFS has been Successfully downloaded!')).toBeTruthy();
    expect(click).toHaveBeenCalledOnce();
    const asked = new URL(
      callsTo(server, '/api/document-gateway/fetch-doc-pre-signed-url')[0]!.url,
      'http://x',
    );
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      userId,
      docType: 'KFS',
      opportunityId,
      language: 'en',
    });
  });

  it("says 'Something went wrong please try again later' when the KFS cannot be had", async () => {
    consentServer();
    await renderApp('/consent');

    fireEvent.click(await screen.findByRole('button', { name: 'Download KFS' }));
    expect(await screen.findByText('Something went wrong please try again later')).toBeTruthy();
  });
});
