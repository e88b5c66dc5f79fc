// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formWith, isPaFormPost, opportunityId, paFormPosts, renderForm, serveForm } from '../test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
function type(name: RegExp, value: string) {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
}
const sendLink = () => screen.getByRole('button', { name: 'Send Link' }) as HTMLButtonElement;

describe('the alternate reference', () => {
  it('waits for a name and ten digits, sends the link, says so with the name and shows the next item', async () => {
    const calls = serveForm(formWith());
    await renderForm();
    expect(await screen.findByRole('heading', { name: 'Alternate Contact' })).toBeTruthy();
    expect(sendLink().disabled).toBe(true);

    type(/Reference Name/, 'Ravi Kumar');
    expect(sendLink().disabled).toBe(true);
    type(/Reference Mobile Number/, '98765 4321');
    expect(sendLink().disabled).toBe(true);
    // A pasted +91 number is read as its ten digits; the box takes no more.
    type(/Reference Mobile Number/, '+91 98765 43210');
    await waitFor(() => expect(sendLink().disabled).toBe(false));
    fireEvent.click(sendLink());

    expect(await screen.findByText('We have sent a link to Ravi Kumar.')).toBeTruthy();
    expect(paFormPosts(calls)).toEqual([
      { opportunityId, alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9876543210' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Disbursal Account' })).toBeTruthy();
  });

  it("says 'Please enter a valid number' for a number no Indian mobile has, and sends nothing", async () => {
    const calls = serveForm(formWith());
    await renderForm();
    await screen.findByRole('heading', { name: 'Alternate Contact' });
    type(/Reference Name/, 'Ravi Kumar');
    type(/Reference Mobile Number/, '1234567890');
    expect(await screen.findByText('Please enter a valid number')).toBeTruthy();
    fireEvent.click(sendLink());
    await waitFor(() => expect(screen.getAllByText('Please enter a valid number')).toHaveLength(1));
    expect(calls.filter(isPaFormPost)).toEqual([]);
  });

  it.each(['987654321012', '98765 43210 12', '98765432101'])(
    "takes ten digits, not %j: 'Please enter a valid number', and nothing is sent",
    async (typed) => {
      const calls = serveForm(formWith());
      await renderForm();
      await screen.findByRole('heading', { name: 'Alternate Contact' });
      type(/Reference Name/, 'Ravi Kumar');
      type(/Reference Mobile Number/, typed);
      expect(await screen.findByText('Please enter a valid number')).toBeTruthy();
      fireEvent.click(sendLink());
      await waitFor(() => expect(screen.getAllByText('Please enter a valid number')).toHaveLength(1));
      expect(calls.filter(isPaFormPost)).toEqual([]);
    },
  );

  it("says the server's refusal against the number, or 'Something went wrong! Try Again.' without one", async () => {
    let answers = 0;
    serveForm(formWith(), (call) => {
      if (!isPaFormPost(call)) return undefined;
      answers += 1;
      return answers === 1
        ? new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } })
        : Response.json(
            {
              code: 'VALIDATION_FAILED',
              message: "Reference mobile number can't be your own number",
              fieldErrors: {
                'alternateReference.referenceMobile': ["Reference mobile number can't be your own number"],
              },
            },
            { status: 422 },
          );
    });
    await renderForm();
    await screen.findByRole('heading', { name: 'Alternate Contact' });
    type(/Reference Name/, 'Ravi Kumar');
    type(/Reference Mobile Number/, '9876543210');
    await waitFor(() => expect(sendLink().disabled).toBe(false));

    fireEvent.click(sendLink());
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong! Try Again.');
    await waitFor(() => expect(sendLink().disabled).toBe(false));
    fireEvent.click(sendLink());
    await waitFor(() =>
      expect(screen.getAllByText("Reference mobile number can't be your own number")).toHaveLength(2),
    );
    expect(screen.getByRole('heading', { name: 'Alternate Contact' })).toBeTruthy();
  });

  it('starts from the reference already given', async () => {
    serveForm(
      formWith({
        alternateReference: { referenceName: 'Ravi Kumar', referenceMobile: '9876543210', linkSentAt: null },
      }),
    );
    await renderForm();
    await screen.findByRole('heading', { name: 'Alternate Contact' });
    expect((field(/Reference Name/) as HTMLInputElement).value).toBe('Ravi Kumar');
    expect(sendLink().disabled).toBe(false);
  });
});
