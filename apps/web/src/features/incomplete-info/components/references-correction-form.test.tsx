// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { profileRoute, profileSaveBody, submit, typeInto } from '../form-test-kit';
import { profileWith, serve, settleBody, settling, statusWith } from '../test-kit';

const saved = profileWith({
  references: [
    { referenceName: 'Ravi Verma', referenceMobile: '9811111111', referenceRelation: 'Brother' },
    { referenceName: 'Meena Rao', referenceMobile: '9822222222', referenceRelation: 'Colleague' },
  ],
});

async function open() {
  const calls = serve(
    statusWith('INCOMPLETE_INFO', ['REFERENCES_INCOMPLETE', 'PAN_UNCLEAR']),
    profileRoute(saved),
  );
  await renderApp('/healwise/incomplete-info/references');
  await screen.findByRole('form', { name: 'References' });
  return calls;
}

describe('the references correction', () => {
  it('asks for a single-digit number of dependents and both references', async () => {
    const calls = await open();
    typeInto(/^Family Reference Name/, '');
    typeInto(/^Friend Reference Mobile Number/, '');
    submit();
    expect(await screen.findAllByText('Please enter this to continue the application')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses bad names and mobiles, the borrower’s own numbers and repeated references', async () => {
    await open();
    typeInto(/^Family Reference Name/, 'Ravi 2');
    typeInto(/^Family Reference Mobile Number/, '4811111111');
    submit();
    expect(await screen.findByText('Please enter a valid Reference Name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Mobile Number')).toBeTruthy();

    typeInto(/^Family Reference Name/, 'R. K. Verma');
    typeInto(/^Family Reference Mobile Number/, '9123456780');
    expect(await screen.findByText("Reference mobile number can't be your own number")).toBeTruthy();

    typeInto(/^Family Reference Mobile Number/, '9811111111');
    typeInto(/^Friend Reference Name/, 'r. k.  verma');
    typeInto(/^Friend Reference Mobile Number/, '9811111111');
    expect(await screen.findByText("Reference name can't be same")).toBeTruthy();
    expect(screen.getByText("Reference mobile number can't be same")).toBeTruthy();
  });

  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210', '919876543210'])('reads a reference’s ten-digit mobile out of a pasted %s', async (pasted) => {
    await open();
    const mobile = screen.getByRole('textbox', { name: /^Friend Reference Mobile Number/ }) as HTMLInputElement;
    expect(mobile.getAttribute('maxlength')).toBeNull();
    typeInto(/^Friend Reference Mobile Number/, pasted);
    expect(mobile.value).toBe('9876543210');
  });

  it('saves the dependents and both references, keeps their relations, and goes back to the list', async () => {
    const calls = await open();
    typeInto(/^Total Dependents/, '2');
    typeInto(/^Friend Reference Name/, 'Meena K. Rao');
    submit();

    expect(await screen.findByText('References updated successfully')).toBeTruthy();
    expect(profileSaveBody(calls)).toEqual({
      profileData: { financeBasicInfo: { numDependents: 2 } },
      references: [
        { referenceName: 'Ravi Verma', referenceMobile: '9811111111', referenceRelation: 'Brother' },
        { referenceName: 'Meena K. Rao', referenceMobile: '9822222222', referenceRelation: 'Colleague' },
      ],
    });
    expect(settleBody(calls)).toEqual(settling(['REFERENCES_INCOMPLETE']));
    expect(await screen.findByRole('link', { name: /PAN Details/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /References/ })).toBeNull();
  });
});
