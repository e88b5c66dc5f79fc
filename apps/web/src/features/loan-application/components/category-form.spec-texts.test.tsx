// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { field, formPath, personalLoanFields, profileSaves, serve } from '../test-kit';

/*
 * A category of the application form shows spec 000's quoted field messages exactly (§5.3,
 * §5.4; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
/** The message under a field: the helper text its input is described by. */
const messageUnder = (name: RegExp) =>
  document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent;

/** The personal loan's fields with a residence category of a resident type and a current address. */
function withResidence() {
  const fields = personalLoanFields();
  return {
    ...fields,
    required_fields: {
      ...fields.required_fields,
      RESIDENCE_DETAILS: [
        field('residentType', 'Resident Type', {
          type: 'dropdown',
          options: ['Rented', 'OwnHouse'].map((value) => ({ label: value, value })),
        }),
        field('address.house', 'Current House/Flat No.', { max_length: 60 }),
        field('address.pincode', 'Current Pincode', {
          type: 'pincode',
          regex: '^[1-9][0-9]{5}$',
          max_length: 6,
        }),
      ],
    },
  };
}

async function open(
  screenId: string,
  heading: string,
  route?: NonNullable<Parameters<typeof serve>[0]>['route'],
) {
  const calls = serve({ fields: withResidence(), route });
  await renderApp(formPath(screenId));
  await screen.findByRole('heading', { level: 1, name: heading });
  return calls;
}

describe("the application form's spec texts", () => {
  it("says 'Please enter this…' of a blank text, 'Please select this…' of a blank choice and 'Please enter a valid {label}' of a bad one", async () => {
    const calls = await open('personal', 'Personal Details');

    press();
    await waitFor(() =>
      expect(messageUnder(/Full Name/)).toBe('Please enter this to continue the application'),
    );
    expect(
      document.getElementById(
        screen.getByRole('combobox', { name: /Relationship Status/ }).getAttribute('aria-describedby') ?? '',
      )?.textContent,
    ).toBe('Please select this to continue the application');

    type(/Full Name/, 'R2D2');
    press();
    await waitFor(() => expect(messageUnder(/Full Name/)).toBe('Please enter a valid Full Name'));
    expect(profileSaves(calls)).toEqual([]);
  });

  it("says 'Pin Code must be of Length 6' of a short pincode", async () => {
    await open('residence', 'Residence Details');

    type(/Current Pincode/, '4000');
    press();

    await waitFor(() => expect(messageUnder(/Current Pincode/)).toBe('Pin Code must be of Length 6'));
  });

  it("bounds the amount, and says 'Wrong IFSC', 'Please enter correct account number' and 'Bank Account Number Mismatched'", async () => {
    await open('loan-details', 'Loan Details');

    type(/Loan Amount/, '500000');
    type(/Disbursal Account Holder Name/, 'Kavya Iyer');
    type(/Disbursal IFSC/, 'HDFC1000001');
    type(/^Disbursal Account Number/, '123');
    type(/Re-enter Disbursal Account Number/, '124');
    press();

    await waitFor(() =>
      expect(messageUnder(/Loan Amount/)).toBe('Please enter Loan Amount between 25001 and 400000'),
    );
    expect(messageUnder(/Disbursal IFSC/)).toBe('Wrong IFSC');
    expect(messageUnder(/^Disbursal Account Number/)).toBe('Please enter correct account number');

    type(/^Disbursal Account Number/, '50100123456789');
    type(/Re-enter Disbursal Account Number/, '50100123456780');
    press();
    await waitFor(() =>
      expect(messageUnder(/Re-enter Disbursal Account Number/)).toBe('Bank Account Number Mismatched'),
    );
  });

  it("shows a save that failed without a message as \"Couldn't process the request, please try again\" with 'Mail us at'", async () => {
    await open('personal', 'Personal Details', (call, path) =>
      path === '/api/paandu/profile' && call.method === 'POST'
        ? new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })
        : undefined,
    );
    type(/Full Name/, 'Kavya Iyer');
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Relationship Status/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Single' }));
    press();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't process the request, please try again");
    expect(alert.textContent).toContain('Mail us at');
  });
});
