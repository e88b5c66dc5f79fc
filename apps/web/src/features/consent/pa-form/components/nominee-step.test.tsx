// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serverToday } from '../../../../lib/server-today';
import { formWith, isPaFormPost, opportunityId, paFormPosts, renderForm, serveForm } from '../test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
function type(name: RegExp, value: string) {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
}
const proceed = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;
const confirmBox = () =>
  screen.getByRole('checkbox', {
    name: 'I confirm that the information in this form is correct.',
  }) as HTMLInputElement;

function chooseRelation(option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Nominee Relationship/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

/** DD/MM/YYYY of the day `years` years before today, by the server's clock. */
function yearsAgo(years: number, dayShift = 0) {
  const [year, month, day] = serverToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year - years, month - 1, day + dayShift));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

async function open() {
  const calls = serveForm(formWith({ postApprovalFields: ['INSURANCE_NOMINEE', 'SELFIE'] }));
  await renderForm();
  await screen.findByRole('heading', { name: 'Insurance Nominee' });
  return calls;
}

describe('the insurance nominee', () => {
  it('offers the five relationships after a placeholder that cannot be chosen', async () => {
    await open();
    const select = screen.getByRole('combobox', { name: /Nominee Relationship/ });
    expect(select.textContent).toBe('Select Nominee Relationship');
    fireEvent.mouseDown(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select Nominee Relationship',
      'Father',
      'Mother',
      'Son',
      'Daughter',
      'Spouse',
    ]);
    expect(options[0]?.getAttribute('aria-disabled')).toBe('true');
  });

  it('waits for the three fields and the box, then sends the nominee and shows the selfie', async () => {
    const calls = await open();
    expect(proceed().disabled).toBe(true);
    expect(confirmBox().checked).toBe(false);

    type(/Nominee Name/, 'Meera Verma');
    chooseRelation('Mother');
    type(/Nominee Date of Birth/, '15/05/1965');
    await waitFor(() => expect(screen.queryByText('Nominee cannot be minor!')).toBeNull());
    expect(proceed().disabled).toBe(true);

    fireEvent.click(confirmBox());
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(confirmBox());
    await waitFor(() => expect(proceed().disabled).toBe(true));
    fireEvent.click(confirmBox());
    await waitFor(() => expect(proceed().disabled).toBe(false));
    fireEvent.click(proceed());

    expect(await screen.findByRole('heading', { name: 'Selfie' })).toBeTruthy();
    expect(paFormPosts(calls)).toEqual([
      {
        opportunityId,
        nominee: { name: 'Meera Verma', relationShip: 'Mother', dob: '1965-05-15', confirmed: true },
      },
    ]);
  });

  it("says 'Please enter correct correct Nominee name' for anything but letters and spaces", async () => {
    await open();
    type(/Nominee Name/, 'Meera 2');
    expect(await screen.findByText('Please enter correct correct Nominee name')).toBeTruthy();
    type(/Nominee Name/, '');
    expect(await screen.findByText('Please enter correct correct Nominee name')).toBeTruthy();
    type(/Nominee Name/, 'Meera Verma');
    await waitFor(() => expect(screen.queryByText('Please enter correct correct Nominee name')).toBeNull());
  });

  it("says 'Nominee cannot be minor!' a day short of 18, and takes the 18th birthday", async () => {
    const calls = await open();
    type(/Nominee Name/, 'Rohan Verma');
    chooseRelation('Son');
    fireEvent.click(confirmBox());

    type(/Nominee Date of Birth/, yearsAgo(18, 1));
    expect(await screen.findByText('Nominee cannot be minor!')).toBeTruthy();
    expect(proceed().disabled).toBe(true);

    type(/Nominee Date of Birth/, yearsAgo(18));
    await waitFor(() => expect(screen.queryByText('Nominee cannot be minor!')).toBeNull());
    await waitFor(() => expect(proceed().disabled).toBe(false));
    expect(calls.filter(isPaFormPost)).toEqual([]);
  });

  it('starts from the nominee already given, the box unchecked', async () => {
    serveForm(
      formWith({
        postApprovalFields: ['INSURANCE_NOMINEE'],
        nominee: { name: 'Meera Verma', relationShip: 'Mother', dob: '1965-05-15' },
      }),
    );
    await renderForm();
    await screen.findByRole('heading', { name: 'Insurance Nominee' });
    expect((field(/Nominee Name/) as HTMLInputElement).value).toBe('Meera Verma');
    expect((field(/Nominee Date of Birth/) as HTMLInputElement).value).toBe('15/05/1965');
    expect(screen.getByRole('combobox', { name: /Nominee Relationship/ }).textContent).toBe('Mother');
    expect(confirmBox().checked).toBe(false);
    expect(proceed().disabled).toBe(true);
  });
});
