// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, goldServer, goldUserOf, refusal, userId, verifiedBuyOf } from '../gold-test-kit';

const panRequired = refusal(422, 'GOLD_PAN_REQUIRED', 'Please verify your PAN details to continue.');

async function buyNeedingPan(panAnswers: object[]) {
  const server = goldServer({
    user: goldUserOf(),
    answers: {
      [goldPaths.verifyPrice]: [panRequired, verifiedBuyOf()],
      [goldPaths.panVerification]: panAnswers,
      [goldPaths.user]: goldUserOf(),
    },
  });
  await renderApp('/gold');
  const amount = await screen.findByRole('textbox', { name: 'Amount in ₹' });
  await act(async () => {
    fireEvent.change(amount, { target: { value: '200' } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  });
  const dialog = await screen.findByRole('dialog', { name: 'Verify Pan Details' });
  return { server, dialog };
}

const type = async (dialog: HTMLElement, label: string, text: string) => {
  await act(async () => {
    fireEvent.change(within(dialog).getByRole('textbox', { name: label }), { target: { value: text } });
  });
};
const continueButton = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe("'Verify Pan Details' (spec 002 §2, §5, §8)", () => {
  it('opens when the server asks for a PAN, and Continue waits for the PAN and the date of birth', async () => {
    const { dialog } = await buyNeedingPan([{ data: { status: true } }]);
    expect(continueButton(dialog).disabled).toBe(true);
    await type(dialog, 'PAN', 'abcpv1234k');
    expect((within(dialog).getByRole('textbox', { name: 'PAN' }) as HTMLInputElement).value).toBe(
      'ABCPV1234K',
    );
    expect(continueButton(dialog).disabled).toBe(true);
    await type(dialog, 'Date of birth', '15/05/1990');
    expect(continueButton(dialog).disabled).toBe(false);
  });

  it("refuses a PAN whose fourth letter is not a holder's ('Please enter a valid PAN number')", async () => {
    const { server, dialog } = await buyNeedingPan([{ data: { status: true } }]);
    await type(dialog, 'PAN', 'ABCDE1234F');
    await type(dialog, 'Date of birth', '15/05/1990');
    await act(async () => {
      fireEvent.click(continueButton(dialog));
    });
    expect(within(dialog).getByText('Please enter a valid PAN number')).toBeTruthy();
    expect(callsTo(server, goldPaths.panVerification)).toEqual([]);
  });

  it("says 'We couldn't verify your PAN card details' when they do not match", async () => {
    const { dialog } = await buyNeedingPan([{ data: { status: false } }]);
    await type(dialog, 'PAN', 'ABCPV1234K');
    await type(dialog, 'Date of birth', '15/05/1990');
    await act(async () => {
      fireEvent.click(continueButton(dialog));
    });
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "We couldn't verify your PAN card details",
    );
  });

  it("sends the date of birth as epoch ms; matched, 'PAN verification successful' and the buy goes on by itself", async () => {
    const { server, dialog } = await buyNeedingPan([{ data: { status: true } }]);
    await type(dialog, 'PAN', 'ABCPV1234K');
    await type(dialog, 'Date of birth', '15/05/1990');
    await act(async () => {
      fireEvent.click(continueButton(dialog));
    });
    expect(await screen.findByText('PAN verification successful')).toBeTruthy();
    expect(callsTo(server, goldPaths.panVerification)[0]?.body).toEqual({
      pan: 'ABCPV1234K',
      dob: Date.UTC(1990, 4, 15),
      user_id: userId,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm Purchase' })).toBeTruthy();
    await waitFor(() => expect(callsTo(server, goldPaths.verifyPrice)).toHaveLength(2));
  });

  it('opens before asking the server when a buy of Rs 500 or more has no verified PAN', async () => {
    const server = goldServer({ user: goldUserOf() });
    await renderApp('/gold');
    const amount = await screen.findByRole('textbox', { name: 'Amount in ₹' });
    await act(async () => {
      fireEvent.change(amount, { target: { value: '500' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    const dialog = await screen.findByRole('dialog', { name: 'Verify Pan Details' });
    expect(within(dialog).getByRole('textbox', { name: 'PAN' })).toBeTruthy();
    expect(callsTo(server, goldPaths.verifyPrice)).toEqual([]);
  });
});
