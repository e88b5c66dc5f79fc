// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { profileRoute, typeInto } from '../form-test-kit';
import { profileWith, serve, statusWith } from '../test-kit';

/*
 * The residence address correction shows spec 000's quoted texts exactly (§5.3; docs/texts.md).
 * The quotes are written out here, not read from the catalogue. Dates are typed as the field
 * takes them.
 */

const home = {
  house: '12B',
  street: 'Hill Road',
  locality: 'Bandra West',
  landmark: 'Near Church',
  pincode: '400050',
};
const input = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

describe("the residence address correction's spec texts", () => {
  it('says a staying-since date after today, or before the year of birth, as the spec quotes it', async () => {
    serve(
      statusWith('INCOMPLETE_INFO', ['RESI_ADDR_MISMATCH']),
      profileRoute(
        profileWith({ residentType: 'OwnHouse', resTenure: '2015-06-01', address: home, permAddress: home }),
      ),
    );
    await renderApp('/incomplete-info/residence-address');
    await screen.findByRole('form', { name: 'Residence Address' });

    typeInto(/^Staying Since/, '01/01/2999', input);
    expect(await screen.findByText("Entered date should not be after today's date")).toBeTruthy();
    typeInto(/^Staying Since/, '31/12/1989', input);
    expect(await screen.findByText('Entered date should not be less than DOB')).toBeTruthy();
  });
});
