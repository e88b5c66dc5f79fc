// @vitest-environment happy-dom
import { goldPaths } from '@kredo/contract/gold';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  callsTo,
  goldServer,
  goldUserOf,
  queryOf,
  refusal,
  userId,
  type GoldAnswers,
} from '../gold-test-kit';

async function atRegistration(answers: GoldAnswers = {}) {
  const server = goldServer({ user: null, answers });
  await renderApp('/gold');
  const dialog = await screen.findByRole('dialog', { name: 'Register for digital gold' });
  return { server, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByRole('textbox', { name: label }) as HTMLInputElement;
const type = async (dialog: HTMLElement, label: string, text: string) => {
  await act(async () => {
    fireEvent.change(field(dialog, label), { target: { value: text } });
  });
};
const message = (dialog: HTMLElement, label: string) =>
  document.getElementById(`${field(dialog, label).id}-helper`)?.textContent;
const register = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
  });
};

describe('the gold registration (spec 002 §2, §5)', () => {
  it('opens by itself for a borrower who is not a gold user, filled in from their profile', async () => {
    const { dialog } = await atRegistration();
    expect(field(dialog, 'Full name').value).toBe('Asha Verma');
    expect(field(dialog, 'Mobile number').value).toBe('9876543210');
    expect(field(dialog, 'Pin code').value).toBe('');
  });

  it("asks for every field ('Field is required') and refuses a bad name, mobile, pin code and e-mail", async () => {
    const { server, dialog } = await atRegistration();
    await type(dialog, 'Full name', '');
    await type(dialog, 'Mobile number', '');
    await register(dialog);
    for (const label of ['Full name', 'Mobile number', 'Pin code', 'E-mail']) {
      expect(message(dialog, label)).toBe('Field is required');
    }
    await type(dialog, 'Full name', 'Asha 2');
    await type(dialog, 'Mobile number', '12345');
    await type(dialog, 'Pin code', '0123');
    await type(dialog, 'E-mail', 'asha@');
    await register(dialog);
    expect(message(dialog, 'Full name')).toBe('Invalid Name');
    expect(message(dialog, 'Mobile number')).toBe('Invalid Number');
    expect(message(dialog, 'Pin code')).toBe('Invalid Pincode');
    expect(message(dialog, 'E-mail')).toBe('Invalid Email');
    expect(callsTo(server, goldPaths.users)).toEqual([]);
  });

  it('keeps ten digits of the mobile and six of the pin code', async () => {
    const { dialog } = await atRegistration();
    await type(dialog, 'Mobile number', '+91 98765-43210 7');
    expect(field(dialog, 'Mobile number').value).toBe('9198765432');
    await type(dialog, 'Pin code', '4000011');
    expect(field(dialog, 'Pin code').value).toBe('400001');
  });

  it("registers with the vendor, says 'User has been registered' and closes", async () => {
    const { server, dialog } = await atRegistration({ [goldPaths.users]: goldUserOf() });
    await type(dialog, 'Pin code', '400001');
    await type(dialog, 'E-mail', 'asha@example.com');
    await register(dialog);

    expect(
      (await screen.findByText('User has been registered'))
        .closest('[data-severity]')
        ?.getAttribute('data-severity'),
    ).toBe('success');
    const [call] = callsTo(server, goldPaths.users);
    expect(queryOf(call!)).toEqual({ vendor: 'safegold' });
    expect(call?.body).toEqual({
      user_id: userId,
      user_info: { name: 'Asha Verma', mobile: '9876543210', pin: '400001', email: 'asha@example.com' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's message when the mobile is registered already", async () => {
    const { dialog } = await atRegistration({
      [goldPaths.users]: refusal(
        409,
        'CONFLICT',
        'This mobile number is already registered for gold with another account.',
      ),
    });
    await type(dialog, 'Pin code', '400001');
    await type(dialog, 'E-mail', 'asha@example.com');
    await register(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This mobile number is already registered for gold with another account.',
    );
  });

  it('asks again from a screen that needs a gold user once it was closed', async () => {
    const { dialog } = await atRegistration();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Amount in ₹' }), { target: { value: '200' } });
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    });
    expect(await screen.findByRole('dialog', { name: 'Register for digital gold' })).toBeTruthy();
  });
});
