// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { loansPaths } from '@kredo/contract/loans';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { renderApp } from '../../../../test/render-app';
import { callsTo, loanId, loanOf, loansServer } from '../../loans-test-kit';

const closedLoan = loanOf({ is_closed: true }, { status: 'CLOSED' });

/** A server whose NOC answer waits until the test lets it go. */
function nocServer(answer: () => Response) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = loansServer({ loans: [closedLoan] }, (_call, path) =>
    path === loanPaymentPaths.generateNoc ? (released.then(answer) as unknown as Response) : undefined,
  );
  return { server, release };
}

const nocButton = () => screen.findByRole('button', { name: 'Download NOC' });

describe('Download NOC (spec 001 §4.9, §8)', () => {
  it('is pending while the NOC is made, ignores a second press meanwhile, then saves it and says so', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { server, release } = nocServer(() =>
      Response.json({ fileName: 'NOC-KAV-LN-000123.pdf', pdfData: btoa('%PDF-1.7 noc') }),
    );
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const button = await nocButton();
    await act(async () => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.hasAttribute('disabled')).toBe(true);
    await act(async () => release());

    const dialog = await screen.findByRole('dialog', { name: 'Your NOC has been downloaded.' });
    const calls = callsTo(server, loanPaymentPaths.generateNoc);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({ loan_id: loanId });
    expect(click).toHaveBeenCalledOnce();
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('NOC-KAV-LN-000123.pdf');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await nocButton()).hasAttribute('disabled')).toBe(false);
  });

  it("says 'Download has Failed!.' with where to ask for help when the NOC cannot be made", async () => {
    const { release } = nocServer(() =>
      Response.json(
        {
          code: 'NOC_NOT_CLOSED',
          message: 'The NOC is issued once the loan is closed and all dues are paid.',
        },
        { status: 409 },
      ),
    );
    release();
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const target = await nocButton();
    await act(async () => {
      fireEvent.click(target);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Download has Failed!.' });
    expect(dialog.textContent).toContain('support team');
    expect(within(dialog).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
  });

  it('downloads the statement of account the same way', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = loansServer({}, (_call, path) =>
      path === loanPaymentPaths.statement
        ? Response.json({ fileName: 'statement.pdf', pdfData: btoa('%PDF-1.7 soa') })
        : undefined,
    );
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const target = await screen.findByRole('button', { name: 'Statement of account' });
    await act(async () => {
      fireEvent.click(target);
    });
    expect(
      await screen.findByRole('dialog', { name: 'Your statement of account has been downloaded.' }),
    ).toBeTruthy();
    expect(callsTo(server, loanPaymentPaths.statement)[0]?.body).toEqual({ loan_id: loanId });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('statement.pdf');
  });

  it.each([
    [
      'agreement',
      'open',
      loansPaths.signedAgreement,
      'Signed loan agreement',
      'Your signed loan agreement has been downloaded.',
    ],
    [
      'agreement',
      'closed',
      loansPaths.signedAgreement,
      'Signed loan agreement',
      'Your signed loan agreement has been downloaded.',
    ],
    [
      'KFS',
      'open',
      loansPaths.keyFactStatement,
      'Key Fact Statement (KFS)',
      'Your KFS has been Successfully downloaded!',
    ],
  ])('downloads the %s of an %s loan the same way', async (_kind, state, path, label, done) => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = loansServer({ loans: [state === 'open' ? loanOf() : closedLoan] }, (_call, called) =>
      called === path ? Response.json({ fileName: 'document.pdf', pdfData: btoa('%PDF-1.7') }) : undefined,
    );
    await renderApp(`/loans/details?loan_id=${loanId}`);
    const target = await screen.findByRole('button', { name: label });
    await act(async () => {
      fireEvent.click(target);
    });
    expect(await screen.findByRole('dialog', { name: done })).toBeTruthy();
    expect(callsTo(server, path)[0]?.body).toEqual({ loan_id: loanId });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('document.pdf');
  });

  it('offers the documents in Hindi', async () => {
    await changeLanguage('hi');
    loansServer();
    await renderApp(`/loans/details?loan_id=${loanId}`);
    expect(await screen.findByRole('button', { name: 'हस्ताक्षर किया हुआ लोन एग्रीमेंट' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मुख्य तथ्य विवरण (KFS)' })).toBeTruthy();
    await changeLanguage('en');
  });
});
