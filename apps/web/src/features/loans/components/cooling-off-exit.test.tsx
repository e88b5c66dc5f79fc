// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { formatDateInWords } from '@kredo/domain/date-entry';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, inDays, loanId, loanOf, loansServer, repaymentOptionsOf } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

/** Paid out yesterday: ₹48,230 reached the account; a day at the APR costs ₹28.34. */
const coolingOff = { total: 4_825_834, principal: 4_823_000, cost: 2_834, days: 2, lastDay: inDays(2) };
const lastDay = formatDateInWords(inDays(2));
const title = `Changed your mind? You can exit this loan until ${lastDay}`;

const atDetails = async (state: Parameters<typeof loansServer>[0] = {}, title = 'Loan details') => {
  const server = loansServer({ options: repaymentOptionsOf({ coolingOff }), ...state });
  await renderApp(`/loans/details?loan_id=${loanId}`);
  await screen.findByRole('heading', { level: 1, name: title });
  return server;
};

describe("loan details in the loan's cooling-off period", () => {
  it('offer the exit until its last day, with the amount and what it is made of', async () => {
    await atDetails();
    const card = await screen.findByRole('region', { name: title });
    expect(card.textContent).toContain(
      'Pay back ₹48,258.34 and your loan is closed, with no penalty and no processing fee.',
    );
    const rows = within(within(card).getByRole('table', { name: 'What exiting the loan pays' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'The amount paid to you₹48,230',
      'Cost for 2 days at the APR₹28.34',
      'Total₹48,258.34',
    ]);
    expect(within(card).getByRole('button', { name: 'Exit the loan' })).toBeTruthy();
  });

  it('says one day in the singular', async () => {
    await atDetails({ options: repaymentOptionsOf({ coolingOff: { ...coolingOff, days: 1 } }) });
    expect(await screen.findByText('Cost for 1 day at the APR')).toBeTruthy();
  });

  it("open the repayment screen with 'Exit the loan (cooling-off period)' chosen", async () => {
    // Dues first, were it not for the exit asked for.
    await atDetails({ options: repaymentOptionsOf({ coolingOff, dues: 600_000 }) });
    const button = await screen.findByRole('button', { name: 'Exit the loan' });
    await act(async () => {
      fireEvent.click(button);
    });
    await screen.findByRole('heading', { level: 1, name: 'Pay your loan' });
    const exit = await screen.findByRole('radio', { name: /Exit the loan \(cooling-off period\)/ });
    expect((exit as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay ₹48,258.34' })).toBeTruthy();
  });

  it('show no exit once the period is over', async () => {
    const server = await atDetails({ options: repaymentOptionsOf({ coolingOff: null }) });
    await waitFor(() => expect(callsTo(server, loanPaymentPaths.repaymentOptions).length).toBeGreaterThan(0));
    await act(async () => {});
    expect(screen.queryByText(/Changed your mind/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exit the loan' })).toBeNull();
  });

  it('read the repayment options only while the loan is open', async () => {
    const server = await atDetails({
      loans: [loanOf({ is_closed: true, tags: ['closed', 'cooling-off'] }, { status: 'CLOSED' })],
    });
    await act(async () => {});
    expect(callsTo(server, loanPaymentPaths.repaymentOptions)).toEqual([]);
    expect(screen.queryByText(/Changed your mind/)).toBeNull();
  });

  it('say a loan closed by the exit was cancelled in its cooling-off period', async () => {
    await atDetails({
      loans: [loanOf({ is_closed: true, tags: ['closed', 'cooling-off'] }, { status: 'CLOSED' })],
    });
    expect(
      screen.getByText(
        'You exited this loan in its cooling-off period: it is cancelled and you owe nothing more on it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Your loan has been closed and all dues are paid!')).toBeNull();
  });

  it('read in Hindi', async () => {
    await changeLanguage('hi');
    await atDetails({}, 'लोन का विवरण');
    const hindiTitle = `मन बदल गया? आप ${formatDateInWords(inDays(2), 'hi')} तक इस लोन से बाहर निकल सकते हैं`;
    const card = await screen.findByRole('region', { name: hindiTitle });
    expect(card.textContent).toContain(
      '₹48,258.34 लौटाएँ और आपका लोन बंद हो जाएगा, बिना किसी दंड और प्रोसेसिंग फ़ीस के।',
    );
    expect(card.textContent).toContain('आपको दी गई राशि');
    expect(card.textContent).toContain('APR पर 2 दिनों की लागत');
    expect(within(card).getByRole('button', { name: 'लोन से बाहर निकलें' })).toBeTruthy();
  });

  it('read the cancelled loan in Hindi', async () => {
    await changeLanguage('hi');
    await atDetails(
      { loans: [loanOf({ is_closed: true, tags: ['closed', 'cooling-off'] }, { status: 'CLOSED' })] },
      'लोन का विवरण',
    );
    expect(
      screen.getByText(
        'आप कूलिंग-ऑफ़ अवधि में इस लोन से बाहर निकल गए: यह लोन रद्द हो गया है और इस पर अब कुछ भी चुकाना बाकी नहीं है।',
      ),
    ).toBeTruthy();
  });
});

describe('the repayment screen asked for a purpose', () => {
  const atRepayment = async (
    purpose: string,
    options = repaymentOptionsOf({ coolingOff, dues: 600_000 }),
  ) => {
    loansServer({ options });
    await renderApp(`/repayment?loan_id=${loanId}&purpose=${purpose}`);
    await screen.findByRole('group', { name: 'What would you like to pay?' });
  };
  const checked = () =>
    (screen.getAllByRole('radio') as HTMLInputElement[]).find((radio) => radio.checked)?.value;

  it('starts on it when the loan offers it', async () => {
    await atRepayment('NEXT_EMI');
    expect(checked()).toBe('NEXT_EMI');
  });

  it("states the exit's days in the singular for one day, in English and Hindi", async () => {
    await atRepayment('COOLING_OFF', repaymentOptionsOf({ coolingOff: { ...coolingOff, days: 1 } }));
    const exit = screen.getByRole('radio', { name: /Exit the loan/ }).closest('label');
    expect(exit?.textContent).toContain(
      '₹48,258.34: the ₹48,230 paid to you and ₹28.34 for 1 day at the APR, with no penalty and no processing fee.',
    );
    await changeLanguage('hi');
    expect(await screen.findByText(/APR पर 1 दिन के ₹28.34, बिना किसी दंड और प्रोसेसिंग फ़ीस के।/)).toBeTruthy();
  });

  it('starts on the first choice when the loan does not offer it today', async () => {
    await atRepayment('COOLING_OFF', repaymentOptionsOf({ dues: 600_000 }));
    expect(checked()).toBe('DUES');
  });

  it('starts on the first choice when the prepayment asked for may not be made', async () => {
    await atRepayment(
      'PREPAYMENT',
      repaymentOptionsOf({
        dues: 600_000,
        prepayment: { minimum: 0, maximum: 0, duesFirst: 0, refusal: 'NACH_IN_PROCESS' },
      }),
    );
    expect(checked()).toBe('DUES');
  });
});
