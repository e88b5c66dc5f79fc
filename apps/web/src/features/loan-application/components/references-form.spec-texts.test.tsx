// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { formPath, profileSaves, serve } from '../test-kit';

/*
 * The References step shows spec 000's quoted texts exactly (§5.1; docs/texts.md). The quotes
 * are written out here, not read from the catalogue.
 */

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });

describe("the References step's spec texts", () => {
  it("says 'Reference name can't be same' and 'Reference mobile number can't be same' of a repeated reference", async () => {
    const calls = serve();
    await renderApp(formPath('references'));
    await screen.findByRole('heading', { level: 1, name: 'References' });

    type('Family Reference Name', 'Suresh Iyer');
    type('Family Reference Mobile Number', '9123456780');
    type('Friend Reference Name', 'Suresh Iyer');
    type('Friend Reference Mobile Number', '9123456780');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText("Reference name can't be same")).toBeTruthy();
    expect(screen.getByText("Reference mobile number can't be same")).toBeTruthy();
    expect(profileSaves(calls)).toEqual([]);
  });
});
