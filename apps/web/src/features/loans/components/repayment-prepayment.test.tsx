// @vitest-environment happy-dom
import { loanPaymentPaths } from '@kredo/contract/loan-payments';
import { fill, messages } from '@kredo/contract/messages';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';
import { callsTo, loanId, loansServer, paymentOf, repaymentOptionsOf } from '../loans-test-kit';

afterEach(async () => {
  await changeLanguage('en');
});

const prepayRadio = () => screen.getByRole('radio', { name: /Prepay part of the loan/ }) as HTMLInputElement;
const amountField = () => screen.getByRole('textbox', { name: 'Amount in ₹' }) as HTMLInputElement;

async function atRepayment(state: Parameters<typeof loansServer>[0] = {}) {
  const server = loansServer(state);
  await renderApp(`/repayment?loan_id=${loanId}`);
  await screen.findByRole('group', { name: 'What would you like to pay?' });
  return server;
}
async function prepay(typed: string) {
  await act(async () => {
    fireEvent.click(prepayRadio());
  });
  await act(async () => {
    fireEvent.change(amountField(), { target: { value: typed } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /^Pay/ }));
  });
}
/** The text under the amount field, tied to it for screen readers: its error, or its help. */
const underField = () => {
  const ids = (amountField().getAttribute('aria-describedby') ?? '').split(' ');
  return document.getElementById(ids.at(-1) ?? '')?.textContent;
};

describe("the repayment screen's part prepayment", () => {
  it('shows its limits, takes the dues first and says the rest reduces the principal, the EMI unchanged', async () => {
    await atRepayment({
      options: repaymentOptionsOf({
        dues: 600_000,
        prepayment: { minimum: 1_141_667, maximum: 4_799_900, duesFirst: 600_000, refusal: null },
      }),
    });
    expect(prepayRadio().closest('label')?.textContent).toBe(
      'Prepay part of the loanFrom ₹11,416.67 up to ₹47,999: your EMI stays, your loan ends sooner',
    );
    await act(async () => {
      fireEvent.click(prepayRadio());
    });
    expect(amountField()).toBeTruthy();
    expect(
      screen.getByText('Your dues of ₹6,000 are paid first; the rest reduces your principal.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'This month’s interest up to today stays in your next EMI, and your last EMI will be smaller.',
      ),
    ).toBeTruthy();
  });

  it.each([
    ['5,000', fill(messages.prepaymentTooSmall, { amount: '₹5,416.67' })],
    ['', fill(messages.prepaymentTooSmall, { amount: '₹5,416.67' })],
    ['42,000', fill(messages.prepaymentTooLarge, { amount: '₹41,999' })],
  ])(
    "refuses '%s' under the field in the catalogue's words, and starts no payment",
    async (typed, message) => {
      const server = await atRepayment();
      await prepay(typed);
      expect(await screen.findByText(message)).toBeTruthy();
      expect(underField()).toBe(message);
      expect(amountField().getAttribute('aria-invalid')).toBe('true');
      expect(callsTo(server, loanPaymentPaths.payments)).toEqual([]);
    },
  );

  it('says the limit in Hindi', async () => {
    await changeLanguage('hi');
    loansServer();
    await renderApp(`/repayment?loan_id=${loanId}`);
    const group = await screen.findByRole('group', { name: 'आप कितना भुगतान करना चाहते हैं?' });
    await act(async () => {
      fireEvent.click(within(group).getByRole('radio', { name: /लोन का कुछ हिस्सा पहले चुकाएँ/ }));
    });
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'राशि (₹ में)' }), { target: { value: '100' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /भुगतान करें/ }));
    });
    expect(
      await screen.findByText(
        'पहले चुकाई जाने वाली राशि आपके बकाया के ऊपर कम से कम एक EMI हो: कृपया ₹5,416.67 या अधिक दर्ज करें।',
      ),
    ).toBeTruthy();
  });

  it('writes the amount in Indian grouping and pays it as a prepayment at the gateway', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost:8080', pathname: '/', assign });
    const server = await atRepayment({ payments: [paymentOf({ purpose: 'PREPAYMENT', amount: 2_000_050 })] });
    await act(async () => {
      fireEvent.click(prepayRadio());
    });
    await act(async () => {
      fireEvent.change(amountField(), { target: { value: '20000.5' } });
    });
    expect(amountField().value).toBe('20,000.50');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Pay ₹20,000.50' }));
    });
    expect(callsTo(server, loanPaymentPaths.payments)[0]?.body).toEqual({
      loanId,
      purpose: 'PREPAYMENT',
      amount: 2_000_050,
      returnUrl: 'http://localhost:8080/#/repayment/result?payment_id=',
    });
    expect(assign).toHaveBeenCalledWith('https://gateway.example/pay/plink_1');
  });

  it("shows the server's refusal of the amount under the field", async () => {
    const refusal = fill(messages.prepaymentTooLarge, { amount: '₹30,000' });
    loansServer({}, (_call, path) =>
      path === loanPaymentPaths.payments
        ? Response.json(
            { code: 'VALIDATION_FAILED', message: refusal, fieldErrors: { amount: [refusal] } },
            { status: 400 },
          )
        : undefined,
    );
    await renderApp(`/repayment?loan_id=${loanId}`);
    await screen.findByRole('group', { name: 'What would you like to pay?' });
    await prepay('35,000');
    await screen.findAllByText(refusal);
    expect(underField()).toBe(refusal);
  });

  it('is shown unavailable, with the reason, while a NACH debit of an EMI is being collected', async () => {
    await atRepayment({
      options: repaymentOptionsOf({
        prepayment: { minimum: 541_667, maximum: 4_199_900, duesFirst: 0, refusal: 'NACH_IN_PROCESS' },
      }),
    });
    expect(prepayRadio().disabled).toBe(true);
    expect(prepayRadio().closest('label')?.textContent).toBe(
      'Prepay part of the loanNot now: your EMI is being collected through NACH.',
    );
    // The screen starts on a choice that may be made.
    expect((screen.getByRole('radio', { name: /Pay next EMI/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('is shown unavailable, with the reason, once all of the loan has fallen due', async () => {
    const server = await atRepayment({
      options: repaymentOptionsOf({
        dues: 4_400_000,
        nextEmi: null,
        prepayment: { minimum: 0, maximum: 0, duesFirst: 4_400_000, refusal: 'ALL_DUE' },
      }),
    });
    expect(prepayRadio().disabled).toBe(true);
    expect(prepayRadio().closest('label')?.textContent).toBe(
      'Prepay part of the loanAll of your loan has fallen due: pay your dues or close the loan.',
    );
    expect((screen.getByRole('radio', { name: /Pay dues/ }) as HTMLInputElement).checked).toBe(true);
    expect(callsTo(server, loanPaymentPaths.payments)).toEqual([]);
  });

  it('says why in Hindi once all of the loan has fallen due', async () => {
    await changeLanguage('hi');
    loansServer({
      options: repaymentOptionsOf({
        dues: 4_400_000,
        nextEmi: null,
        prepayment: { minimum: 0, maximum: 0, duesFirst: 4_400_000, refusal: 'ALL_DUE' },
      }),
    });
    await renderApp(`/repayment?loan_id=${loanId}`);
    const radio = (await screen.findByRole('radio', {
      name: /लोन का कुछ हिस्सा पहले चुकाएँ/,
    })) as HTMLInputElement;
    expect(radio.disabled).toBe(true);
    expect(radio.closest('label')?.textContent).toContain(
      'आपका पूरा लोन देय हो चुका है: अपना बकाया चुकाएँ या लोन बंद करें।',
    );
  });
});
