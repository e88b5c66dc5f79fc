// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { field, formPath, personalLoanFields, profileSaves, serve } from '../test-kit';

const rentFields = () => {
  const fields = personalLoanFields();
  return {
    ...fields,
    required_fields: {
      ...fields.required_fields,
      RESIDENCE_DETAILS: [
        field('resRentMonthly', 'Monthly Rent', { type: 'number', unit: 'paise', min_val: 100 }),
      ],
    },
  };
};

const rent = () => screen.getByRole('textbox', { name: /^Monthly Rent/ });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

describe('a money field of the application form', () => {
  it("refuses a monthly rent with a leading zero ('0150') and saves nothing, then saves 150", async () => {
    const calls = serve({ fields: rentFields() });
    await renderApp(formPath('residence'));
    await screen.findByRole('heading', { level: 1, name: 'Residence Details' });

    fireEvent.change(rent(), { target: { value: '0150' } });
    press();
    expect(await screen.findByText('Please enter a valid Monthly Rent')).toBeTruthy();
    expect(profileSaves(calls)).toEqual([]);

    fireEvent.change(rent(), { target: { value: '150' } });
    press();
    await waitFor(() => expect(profileSaves(calls)).toEqual([{ profileData: { resRentMonthly: 15_000 } }]));
  });
});
