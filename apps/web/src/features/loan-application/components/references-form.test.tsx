// @vitest-environment happy-dom
import { messages } from '@kredo/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { formPath, profileSaves, profileWith, serve } from '../test-kit';

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }), { target: { value } });
const press = () => fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

function choose(name: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${name}`) }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

describe('the References screen', () => {
  it('says every problem at once, as the server would, then saves both references and keeps the rest', async () => {
    const extra = { referenceName: 'Anil Rao', referenceMobile: '9123456789', referenceRelation: 'Friend' };
    const calls = serve({
      profile: profileWith({
        references: [
          { referenceName: 'Ravi Kumar', referenceMobile: '9123456700', referenceRelation: 'Colleague' },
          { referenceName: 'Suresh Iyer', referenceMobile: '9123456780', referenceRelation: 'Father' },
          extra,
        ],
      }),
    });
    await renderApp(formPath('references'));
    await screen.findByRole('heading', { level: 1, name: 'References' });
    // The saved family member takes the family slot.
    expect((screen.getByRole('textbox', { name: /^Family Reference Name/ }) as HTMLInputElement).value).toBe(
      'Suresh Iyer',
    );

    type('Family Reference Mobile Number', '9876543210');
    type('Friend Reference Name', 'suresh  iyer');
    type('Friend Reference Mobile Number', '4123456789');
    press();
    expect(await screen.findByText("Reference mobile number can't be your own number")).toBeTruthy();
    expect(screen.getByText("Reference name can't be same")).toBeTruthy();
    expect(screen.getByText('Please enter a valid Mobile Number')).toBeTruthy();
    expect(profileSaves(calls)).toEqual([]);

    type('Family Reference Mobile Number', '9123456780');
    type('Friend Reference Name', 'Meera Nair');
    type('Friend Reference Mobile Number', '9123456781');
    choose('Friend Reference Relation', 'Colleague');
    press();
    await waitFor(() => expect(profileSaves(calls)).toHaveLength(1));
    expect(profileSaves(calls)[0]).toEqual({
      references: [
        { referenceName: 'Suresh Iyer', referenceMobile: '9123456780', referenceRelation: 'Father' },
        { referenceName: 'Meera Nair', referenceMobile: '9123456781', referenceRelation: 'Colleague' },
        extra,
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Assets' });
  });

  it.each(['+91 98765 43210', '+919876543210', '09876543210', '98765-43210', '919876543210'])('reads a reference’s ten-digit mobile out of a pasted %s', async (pasted) => {
    serve({ profile: profileWith({}) });
    await renderApp(formPath('references'));
    await screen.findByRole('heading', { level: 1, name: 'References' });

    const mobile = screen.getByRole('textbox', { name: /^Friend Reference Mobile Number/ }) as HTMLInputElement;
    expect(mobile.getAttribute('maxlength')).toBeNull();
    type('Friend Reference Mobile Number', pasted);
    expect(mobile.value).toBe('9876543210');
  });

  it('asks for a relation left blank, and shows where the server refuses a reference', async () => {
    serve({
      route: (call, path) =>
        path === '/api/paandu/profile' && call.method === 'POST'
          ? Response.json(
              {
                code: 'VALIDATION_FAILED',
                message: messages.enterCorrectDetails,
                fieldErrors: { 'references.1.referenceMobile': [messages.referenceMobileSame] },
              },
              { status: 422 },
            )
          : undefined,
    });
    await renderApp(formPath('references'));
    await screen.findByRole('heading', { level: 1, name: 'References' });
    type('Family Reference Name', 'Suresh Iyer');
    type('Family Reference Mobile Number', '9123456780');
    type('Friend Reference Name', 'Meera Nair');
    type('Friend Reference Mobile Number', '9123456781');
    choose('Friend Reference Relation', 'Friend');
    press();
    expect(await screen.findByText(messages.selectToContinue)).toBeTruthy();

    choose('Family Reference Relation', 'Mother');
    press();
    expect(await screen.findByText(messages.referenceMobileSame)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.enterCorrectDetails);
  });
});
