// What the correction forms' tests do on a screen: the profile the form starts from and saves,
// typing, choosing and Continue as a borrower would.
import type { ProfileData } from '@kredo/contract/application-profile';
import { fireEvent, screen, within } from '@testing-library/react';
import type { FetchCall } from '../../test/stub-fetch';

/** A route for `serve` answering the application profile with `profile`, read or saved. */
export const profileRoute = (profile: ProfileData) => (call: FetchCall) => {
  if (!call.url.includes('/api/paandu/profile')) return undefined;
  return call.method === 'GET'
    ? Response.json({ profileData: profile })
    : Response.json({ message: 'Profile Updated', profileData: profile });
};

const isProfileSave = (call: FetchCall) => call.method === 'POST' && call.url.includes('/api/paandu/profile');

/** A route for `serve` refusing the profile save as the server does, with `fieldErrors`. */
export const refuseProfileSave = (fieldErrors: Record<string, string[]>) => (call: FetchCall) =>
  isProfileSave(call)
    ? Response.json(
        {
          code: 'VALIDATION_FAILED',
          message: 'Please enter correct details to continue the application',
          fieldErrors,
        },
        { status: 422 },
      )
    : undefined;

/** The body of the profile save, if the screen made one. */
export const profileSaveBody = (calls: FetchCall[]) => calls.find(isProfileSave)?.body;

type FindField = (name: RegExp) => HTMLElement;

export const textbox: FindField = (name) => screen.getByRole('textbox', { name });

/** Types `value` into the field labelled `name`, then leaves it. */
export function typeInto(name: RegExp, value: string, find: FindField = textbox) {
  fireEvent.change(find(name), { target: { value } });
  fireEvent.blur(find(name));
}

/** Picks `option` in the select labelled `name`. */
export function choose(name: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

export const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
