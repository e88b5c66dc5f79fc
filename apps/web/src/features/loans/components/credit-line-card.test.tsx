// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, creditLineOf, lineId, loanOf, loansServer } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const lineCard = async () => screen.findByRole('article', { name: 'Credit line from Kaveri Capital' });
const closedLine = (lenderId: number) =>
  creditLineOf(
    { is_closed: true, is_expired: true, available_limit: 0, due: null },
    { status: 'CLOSED', lenderId },
  );

describe("a credit line's card in the loans list (spec 001 §2.10)", () => {
  it('shows the total limit, the total outstanding and the due date, with Repay and Withdraw while active', async () => {
    loansServer({ loans: [creditLineOf()] });
    await renderApp('/loans');
    const card = await lineCard();
    const rows = within(card)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Total limit₹1,00,000',
      'Total outstanding₹25,587.96',
      'Due date5th of every month',
    ]);
    expect(card.textContent).toContain('Active');
    expect(within(card).getByRole('link', { name: 'Repay' }).getAttribute('href')).toBe(
      `/repayment?loan_id=${lineId}`,
    );
    expect(within(card).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      `/loans/rloc-details/withdraw?loan_id=${lineId}`,
    );
    expect(
      within(card)
        .getByRole('link', { name: 'Details of the ₹1,00,000 credit line from Kaveri Capital' })
        .getAttribute('href'),
    ).toBe(`/loans/rloc-details?loan_id=${lineId}`);
    expect(within(card).queryByRole('button', { name: 'Download Noc' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Contact customer support' })).toBeNull();
  });

  it('keeps the partner segment in its links, and Repay opens the repayment screen for the line', async () => {
    loansServer({ loans: [creditLineOf()] });
    await renderApp('/healwise/loans');
    const repay = within(await lineCard()).getByRole('link', { name: 'Repay' });
    expect(repay.getAttribute('href')).toBe(`/healwise/repayment?loan_id=${lineId}`);
    await act(async () => {
      fireEvent.click(repay);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay your loan' })).toBeTruthy();
  });

  it('offers Repay but not Withdraw once the line has expired, and says it has matured', async () => {
    loansServer({ loans: [creditLineOf({ is_expired: true, available_limit: 0 })] });
    await renderApp('/loans');
    const card = await lineCard();
    expect(card.textContent).toContain('Matured');
    expect(within(card).getByRole('link', { name: 'Repay' })).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Withdraw' })).toBeNull();
  });

  it("offers 'Download Noc' once closed, for the lender that issues it, and downloads it", async () => {
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const server = loansServer({ loans: [closedLine(174)] }, (_call, path) =>
      path === loanPaymentPaths.generateNoc
        ? Response.json({ fileName: 'NOC-KAV-CL-000456.pdf', pdfData: btoa('%PDF-1.7 noc') })
        : undefined,
    );
    await renderApp('/loans');
    const card = await lineCard();
    expect(card.textContent).toContain('Closed');
    expect(within(card).queryByRole('link', { name: 'Repay' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Withdraw' })).toBeNull();
    expect(within(card).queryByRole('link', { name: 'Contact customer support' })).toBeNull();
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Download Noc' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Your NOC has been downloaded.' })).toBeTruthy();
    expect(callsTo(server, loanPaymentPaths.generateNoc).map((call) => call.body)).toEqual([
      { loan_id: lineId },
    ]);
  });

  it("offers 'Contact customer support' once closed, for the other lenders", async () => {
    loansServer({ loans: [closedLine(176)] });
    await renderApp('/loans');
    const card = await lineCard();
    expect(within(card).queryByRole('button', { name: 'Download Noc' })).toBeNull();
    const support = within(card).getByRole('link', { name: 'Contact customer support' });
    expect(support.getAttribute('href')).toBe('mailto:support@kredo.example');
  });

  it('sits among the term loans by its disbursal date', async () => {
    loansServer({
      loans: [loanOf({}, { disbursalDate: '2026-01-10' }), creditLineOf({}, { disbursalDate: '2025-06-01' })],
    });
    await renderApp('/loans');
    const titles = (await screen.findAllByRole('article')).map(
      (card) => within(card).getByRole('heading', { level: 2 }).textContent,
    );
    expect(titles).toEqual(['Loan from Kaveri Capital', 'Credit line from Kaveri Capital']);
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    loansServer({ loans: [creditLineOf()] });
    await renderApp('/loans');
    const card = await screen.findByRole('article', { name: 'Kaveri Capital से क्रेडिट लाइन' });
    expect(card.textContent).toContain('कुल लिमिट');
    expect(card.textContent).toContain('हर महीने की 5 तारीख');
    expect(within(card).getByRole('link', { name: 'चुकाएँ' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'निकालें' })).toBeTruthy();
  });
});
