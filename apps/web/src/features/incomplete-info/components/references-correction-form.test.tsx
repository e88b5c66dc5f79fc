// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import type { FetchCall } from '../../../test/stub-fetch';
import { applicationId, profileWith, resetSession, serve, statusWith } from '../test-kit';

afterEach(resetSession);

const saved = profileWith({
  references: [
    { referenceName: 'Ravi Verma', referenceMobile: '9811111111', referenceRelation: 'Brother' },
    { referenceName: 'Meena Rao', referenceMobile: '9822222222', referenceRelation: 'Colleague' },
  ],
});

function answer(call: FetchCall) {
  if (call.url.includes('/api/paandu/profile'))
    return call.method === 'GET'
      ? Response.json({ profileData: saved })
      : Response.json({ message: 'Profile Updated', profileData: saved });
  return undefined;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

async function open() {
  const calls = serve(statusWith('INCOMPLETE_INFO', ['REFERENCES_INCOMPLETE', 'PAN_UNCLEAR']), answer);
  await renderApp('/healwise/incomplete-info/references');
  await screen.findByRole('form', { name: 'References' });
  return calls;
}

describe('the references correction', () => {
  it('asks for a single-digit number of dependents and both references', async () => {
    const calls = await open();
    type(/^Family Reference Name/, '');
    type(/^Friend Reference Mobile Number/, '');
    submit();
    expect(await screen.findAllByText('Please enter this to continue the application')).toHaveLength(3);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('refuses bad names and mobiles, the borrower’s own numbers and repeated references', async () => {
    await open();
    type(/^Family Reference Name/, 'Ravi 2');
    type(/^Family Reference Mobile Number/, '4811111111');
    submit();
    expect(await screen.findByText('Please enter a valid Reference Name')).toBeTruthy();
    expect(screen.getByText('Please enter a valid Mobile Number')).toBeTruthy();

    type(/^Family Reference Name/, 'R. K. Verma');
    type(/^Family Reference Mobile Number/, '9123456780');
    expect(await screen.findByText("Reference mobile number can't be your own number")).toBeTruthy();

    type(/^Family Reference Mobile Number/, '9811111111');
    type(/^Friend Reference Name/, 'r. k.  verma');
    type(/^Friend Reference Mobile Number/, '9811111111');
    expect(await screen.findByText("Reference name can't be same")).toBeTruthy();
    expect(screen.getByText("Reference mobile number can't be same")).toBeTruthy();
  });

  it('saves the dependents and both references, keeps their relations, and goes back to the list', async () => {
    const calls = await open();
    type(/^Total Dependents/, '2');
    type(/^Friend Reference Name/, 'Meena K. Rao');
    submit();

    expect(await screen.findByText('References updated successfully')).toBeTruthy();
    const save = calls.find((call) => call.method === 'POST' && call.url.includes('/api/paandu/profile'));
    expect(save?.body).toEqual({
      profileData: { financeBasicInfo: { numDependents: 2 } },
      references: [
        { referenceName: 'Ravi Verma', referenceMobile: '9811111111', referenceRelation: 'Brother' },
        { referenceName: 'Meena K. Rao', referenceMobile: '9822222222', referenceRelation: 'Colleague' },
      ],
    });
    const settle = calls.find((call) => call.url.includes('/incomplete-info-on-complete'));
    expect(settle?.body).toEqual({ applicationId, subStatuses: ['REFERENCES_INCOMPLETE'] });
    expect(await screen.findByRole('link', { name: /PAN Details/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /References/ })).toBeNull();
  });
});
