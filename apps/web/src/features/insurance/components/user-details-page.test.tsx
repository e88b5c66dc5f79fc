// @vitest-environment happy-dom
import { insurancePaths } from '@kredo/contract/insurance';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, insuranceServer, stubLocation, subscribedOf } from '../insurance-test-kit';

const path = '/insurance/userDetails?productId=pa-individual-1y';

async function atDetails(answers = {}) {
  const server = insuranceServer({ answers });
  await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Please fill the details' });
  return server;
}

const box = (label: string) =>
  screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;
const type = async (label: string, text: string) => {
  await act(async () => {
    fireEvent.change(box(label), { target: { value: text } });
  });
};
const messageOf = (label: string) =>
  document.getElementById(box(label).getAttribute('aria-describedby') ?? '')?.textContent;
const proceed = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'PROCEED TO PAY' }));
  });
  // The resolver checks the form asynchronously.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
};
async function choose(label: RegExp, option: string) {
  await act(async () => {
    fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  });
  await act(async () => {
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  });
}

async function fillValid() {
  await type('Full Name', 'Asha Verma');
  await type('Date of Birth', '15/05/1990');
  await act(async () => {
    fireEvent.click(screen.getByRole('radio', { name: 'Female' }));
  });
  await type('Email', 'asha@example.com');
  await type('Mobile Number', '98765432109');
  await type('PAN', 'abcpv1234k');
  await type('Pincode', '5600012');
  await type('Nominee Name', 'Ravi Verma');
  await choose(/^Nominee Relationship/, 'Spouse');
  await type('Nominee Date of Birth', '01/02/1988');
  await act(async () => {
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'I confirm that the information in this form is correct.' }),
    );
  });
}

describe('the insurance details form (spec 002 §2, §5)', () => {
  it("is generated from the product's fields, each 'Mandatory', with the nominee's confirmation", async () => {
    await atDetails();
    await proceed();
    for (const label of [
      'Full Name',
      'Date of Birth',
      'Email',
      'Mobile Number',
      'PAN',
      'Pincode',
      'Nominee Name',
    ])
      expect(messageOf(label), label).toBe('Mandatory');
    expect(screen.getAllByText('Mandatory')).toHaveLength(10);
    expect(screen.getByText('This field is required')).toBeTruthy();
  });

  it('says what is wrong with each answer in the words of §5', async () => {
    await atDetails();
    await type('Full Name', '123');
    await type('Date of Birth', '15/05/2015');
    await type('Email', 'asha@');
    await type('Mobile Number', '12345');
    await type('PAN', 'abc');
    await type('Pincode', '5600');
    await type('Nominee Name', 'R2D2');
    await type('Nominee Date of Birth', '01/02/2015');
    await proceed();
    expect(messageOf('Full Name')).toBe('Invalid');
    expect(messageOf('Date of Birth')).toBe('Age should be between 18 and 65');
    expect(messageOf('Email')).toBe('Please enter a valid Email');
    expect(messageOf('Mobile Number')).toBe('Please enter a valid Mobile Number');
    expect(messageOf('PAN')).toBe('Invalid');
    expect(messageOf('Pincode')).toBe('Pin Code must be of Length 6');
    expect(messageOf('Nominee Name')).toBe('Please enter correct correct Nominee name');
    expect(messageOf('Nominee Date of Birth')).toBe('Nominee cannot be minor!');
    await type('Pincode', '012345');
    await proceed();
    expect(messageOf('Pincode')).toBe('Please Enter Valid Pincode');
  });

  it('cuts and upper-cases pan, mobile and pin, sends dates as timestamps, then leaves for the gateway', async () => {
    const replace = stubLocation();
    const server = await atDetails({ [`POST ${insurancePaths.order}`]: subscribedOf() });
    await fillValid();
    expect(box('PAN').value).toBe('ABCPV1234K');
    expect(box('Mobile Number').value).toBe('9876543210');
    expect(box('Pincode').value).toBe('560001');
    await proceed();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/api/dev/pay/abc'));
    const [call] = callsTo(server, insurancePaths.order, 'POST');
    expect(call?.body).toEqual({
      productId: 'pa-individual-1y',
      return_url: 'http://localhost:8080/#/insurancePaymentSuccess',
      platform: 'web',
      name: 'Asha Verma',
      dob: Date.parse('1990-05-15T00:00:00Z'),
      gender: 'Female',
      email: 'asha@example.com',
      mobile: '9876543210',
      pan: 'ABCPV1234K',
      pincode: '560001',
      nominee_name: 'Ravi Verma',
      nominee_relationship: 'Spouse',
      nominee_dob: Date.parse('1988-02-01T00:00:00Z'),
    });
  });

  it("shows a refused subscription's lines in a red box and the 'Something went wrong !' modal", async () => {
    await atDetails({
      [`POST ${insurancePaths.order}`]: subscribedOf({
        status: 'FAILURE',
        url: null,
        orderId: null,
        errors: [
          'Pincode: The insurer does not serve this pincode.',
          'Date of Birth: Age should be between 18 and 65',
        ],
        fieldErrors: { pincode: ['The insurer does not serve this pincode.'] },
      }),
    });
    await fillValid();
    await proceed();
    const modal = await screen.findByRole('dialog', { name: 'Something went wrong !' });
    expect(within(modal).getByText('Pincode: The insurer does not serve this pincode.')).toBeTruthy();
    expect(within(modal).getByText('Date of Birth: Age should be between 18 and 65')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const redBox = screen.getByRole('alert', { name: 'Why the details were not accepted' });
    expect(within(redBox).getAllByRole('listitem')).toHaveLength(2);
    expect(messageOf('Pincode')).toBe('The insurer does not serve this pincode.');
  });
});
