// @vitest-environment happy-dom
import { indianDate } from '@kredo/domain/calendar-date';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { profileRoute, typeInto } from '../form-test-kit';
import { monthsBefore } from '../lib/experience';
import { profileWith, serve, statusWith } from '../test-kit';

/*
 * The work details correction shows spec 000's quoted texts exactly (§5.1, §5.3, §5.4;
 * docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

const saved = profileWith({
  currentEmployer: 'Acme Widgets Private Limited',
  workCin: 'U74999MH2015PTC123456',
  employerType: 'PRIVATE_LIMITED',
  designation: 'Engineer',
  workExperienceMonths: 50,
  duration: monthsBefore(indianDate(new Date()), 26),
  workAddress: {
    house: '12',
    street: 'MG Road',
    locality: 'Andheri',
    landmark: 'Near Station',
    pincode: '400053',
  },
});

const field = (name: RegExp) =>
  name.source.includes('Company Name')
    ? screen.getByRole('combobox', { name })
    : screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => typeInto(name, value, field);

describe("the work details correction's spec texts", () => {
  it('says a typed company, a bad e-mail and current experience above total as the spec quotes them', async () => {
    serve(statusWith('INCOMPLETE_INFO', ['WORK_ADDR_MISMATCH']), profileRoute(saved));
    await renderApp('/incomplete-info/work-details');
    await screen.findByRole('form', { name: 'Work Details' });

    type(/^Company Name/, 'Some Company I Typed');
    type(/^Work E-mail/, 'asha@');
    type(/^Designation/, '');
    type(/^Experience in Current Company \(Years\)/, '5');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Please provide full or correct name of the company.')).toBeTruthy();
    expect(screen.getByText('Invalid Email')).toBeTruthy();
    expect(screen.getByText('Please enter this to continue the application')).toBeTruthy();
    expect(screen.getByText('Current experience cannot be more than total experience')).toBeTruthy();
  });
});
