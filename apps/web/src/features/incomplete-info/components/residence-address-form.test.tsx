// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { choose, profileRoute, profileSaveBody, submit, typeInto } from '../form-test-kit';
import { profileWith, serve, settleBody, settling, statusWith } from '../test-kit';

const home = {
  house: '12B',
  street: 'Hill Road',
  locality: 'Bandra West',
  landmark: 'Near Church',
  pincode: '400050',
};
const saved = profileWith({
  residentType: 'OwnHouse',
  resTenure: '2015-06-01',
  address: home,
  permAddress: home,
});

// Fields are found by their label, the input itself (not the adornment or the select's button).
const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });
const type = (name: RegExp, value: string) => typeInto(name, value, input);

async function open(subStatuses = ['RESI_ADDR_MISMATCH', 'PERM_ADDR_INCOMPLETE']) {
  const calls = serve(statusWith('INCOMPLETE_INFO', subStatuses), profileRoute(saved));
  await renderApp('/incomplete-info/residence-address');
  await screen.findByRole('form', { name: 'Residence Address' });
  return calls;
}

describe('the residence address correction', () => {
  it('says why it is asked at the top', async () => {
    await open();
    const reasons = screen.getByTestId('correction-reasons').textContent;
    expect(reasons).toContain("Your residence address doesn't match your documents");
    expect(reasons).toContain('Your permanent address is incomplete');
  });

  it('refuses a staying-since date after today or before the year of birth', async () => {
    await open();
    type(/^Staying Since/, '01/01/2999');
    expect(await screen.findByText("Entered date should not be after today's date")).toBeTruthy();
    type(/^Staying Since/, '31/12/1989');
    expect(await screen.findByText('Entered date should not be less than DOB')).toBeTruthy();
  });

  it('asks for the rent, without a leading zero, and who the borrower lives with when rented', async () => {
    const calls = await open();
    choose(/^Resident Type/, 'Rented');
    submit();
    expect(await screen.findByText('Please enter this to continue the application')).toBeTruthy();
    expect(screen.getByText('Please select this to continue the application')).toBeTruthy();
    type(/^Monthly Rent/, '09000');
    expect(await screen.findByText('Please enter a valid Monthly Rent')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the saved staying-since date as DD/MM/YYYY and the rent after a ₹', async () => {
    await open();
    expect((input(/^Staying Since/) as HTMLInputElement).value).toBe('01/06/2015');
    choose(/^Resident Type/, 'Rented');
    const rent = input(/^Monthly Rent/);
    expect(rent.closest('.MuiInputBase-root')?.textContent).toContain('₹');
  });

  it('asks no rent and no living-with for an owned house', async () => {
    await open();
    expect(screen.queryByLabelText(/^Monthly Rent/)).toBeNull();
    expect(screen.queryByLabelText(/^Living With/)).toBeNull();
    choose(/^Resident Type/, 'Rented');
    expect(input(/^Monthly Rent/)).toBeTruthy();
    choose(/^Resident Type/, 'Own House');
    expect(screen.queryByLabelText(/^Monthly Rent/)).toBeNull();
  });

  it('copies the current address into the permanent one when ticked again', async () => {
    await open();
    const same = screen.getByRole('checkbox', { name: 'Same as current address' });
    expect(screen.queryByRole('group', { name: 'Permanent Address' })).toBeNull();
    fireEvent.click(same);
    const permanent = () => screen.getByRole('group', { name: 'Permanent Address' });
    fireEvent.change(within(permanent()).getByLabelText(/^Street/, { selector: 'input' }), {
      target: { value: 'Old Lane' },
    });
    fireEvent.click(same);
    expect(screen.queryByRole('group', { name: 'Permanent Address' })).toBeNull();
    fireEvent.click(same);
    const street = within(permanent()).getByLabelText(/^Street/, { selector: 'input' }) as HTMLInputElement;
    expect(street.value).toBe('Hill Road');
  });

  it('asks for the permanent address when it is not the same', async () => {
    await open();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as current address' }));
    const permanent = screen.getByRole('group', { name: 'Permanent Address' });
    fireEvent.change(within(permanent).getByLabelText(/^Street/, { selector: 'input' }), {
      target: { value: '' },
    });
    submit();
    expect(await within(permanent).findByText('Please enter this to continue the application')).toBeTruthy();
  });

  it('saves the rented home with the rent in paise and the same permanent address, then settles', async () => {
    const calls = await open();
    choose(/^Resident Type/, 'Rented');
    type(/^Monthly Rent/, '15000');
    choose(/^Living With/, 'Family');
    type(/^Staying Since/, '01/02/2020');
    submit();

    expect(await screen.findByText('Residence Address updated successfully')).toBeTruthy();
    expect(profileSaveBody(calls)).toEqual({
      profileData: {
        residentType: 'Rented',
        resTenure: '2020-02-01',
        resRentMonthly: 1_500_000,
        livingWith: 'Family',
        address: home,
        permAddress: home,
      },
    });
    expect(settleBody(calls)).toEqual(settling(['RESI_ADDR_MISMATCH', 'PERM_ADDR_INCOMPLETE']));
    expect(await screen.findByText('Nothing is pending on your application right now.')).toBeTruthy();
  });
});
