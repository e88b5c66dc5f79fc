// @vitest-environment happy-dom
import type { FieldDefinition } from '@kredo/contract/loan-application';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { field, formPath, personalLoanFields, profileSaves, serve } from '../test-kit';

const lines = ['House/Flat No.', 'Street', 'Locality', 'Landmark'] as const;
const keys = ['house', 'street', 'locality', 'landmark'] as const;
const address = (prefix: string, label: string): FieldDefinition[] => [
  ...lines.map((line, index) => field(`${prefix}.${keys[index]}`, `${label} ${line}`, { max_length: 60 })),
  field(`${prefix}.pincode`, `${label} Pincode`, {
    type: 'pincode',
    regex: '^[1-9][0-9]{5}$',
    max_length: 6,
  }),
];

/** The residence step as the server defines it for the main flow. */
const residenceFields = () => {
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
        field('resTenure', 'Staying Since', { type: 'datePicker' }),
        ...address('address', 'Current'),
        ...address('permAddress', 'Permanent'),
      ],
    },
    optional_fields: {
      RESIDENCE_DETAILS: [
        field('resRentMonthly', 'Monthly Rent', {
          type: 'number',
          unit: 'paise',
          min_val: 100,
          isRequired: false,
        }),
        field('livingWith', 'Living With', {
          type: 'dropdown',
          options: ['Family', 'Alone'].map((value) => ({ label: value, value })),
          isRequired: false,
        }),
      ],
    },
  };
};

const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(input(name), { target: { value } });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
function choose(name: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

const home = {
  house: '12B',
  street: 'Hill Road',
  locality: 'Bandra West',
  landmark: 'Near Church',
  pincode: '400050',
};

async function open() {
  const calls = serve({ fields: residenceFields() });
  await renderApp(formPath('residence'));
  await screen.findByRole('heading', { level: 1, name: 'Residence Details' });
  return calls;
}

function typeCurrentAddress() {
  type(/^Current House/, home.house);
  type(/^Current Street/, home.street);
  type(/^Current Locality/, home.locality);
  type(/^Current Landmark/, home.landmark);
  type(/^Current Pincode/, home.pincode);
}

describe('the residence step of the application form', () => {
  it('asks the rent, after a ₹, and who the borrower lives with only for a rented house', async () => {
    await open();
    expect(screen.queryByLabelText(/^Monthly Rent/)).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Living With/ })).toBeNull();

    choose(/^Resident Type/, 'Rented');
    expect(input(/^Monthly Rent/).closest('.MuiInputBase-root')?.textContent).toContain('₹');
    // Asked with the home, before its address.
    expect(
      input(/^Monthly Rent/).compareDocumentPosition(input(/^Current House/)) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Living With/ })).toBeTruthy();

    choose(/^Resident Type/, 'Own House');
    expect(screen.queryByLabelText(/^Monthly Rent/)).toBeNull();
  });

  it("sends the current address as the permanent one while 'Same as current address' is ticked", async () => {
    const calls = await open();
    choose(/^Resident Type/, 'Own House');
    type(/^Staying Since/, '01/06/2015');
    expect(input(/^Staying Since/).value).toBe('01/06/2015');
    typeCurrentAddress();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Same as current address' }));
    expect(screen.queryByLabelText(/^Permanent Street/)).toBeNull();
    press();

    await waitFor(() =>
      expect(profileSaves(calls)).toEqual([
        {
          profileData: {
            residentType: 'OwnHouse',
            resTenure: '2015-06-01',
            address: home,
            permAddress: home,
          },
        },
      ]),
    );
  });

  it('shows the copied address when the box is unticked, to be changed', async () => {
    await open();
    typeCurrentAddress();
    const same = screen.getByRole('checkbox', { name: 'Same as current address' });
    expect(input(/^Permanent Street/).value).toBe('');
    fireEvent.click(same);
    fireEvent.click(same);
    expect(input(/^Permanent Street/).value).toBe('Hill Road');
    expect(input(/^Permanent Pincode/).value).toBe('400050');
  });
});
