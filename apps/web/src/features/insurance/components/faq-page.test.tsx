// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { insuranceServer } from '../insurance-test-kit';

const question = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const expanded = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);

describe('the insurance FAQs (spec 002 §2)', () => {
  it('opens the first answer, and one answer at a time', async () => {
    insuranceServer();
    await renderApp('/insurance/faq');
    await screen.findByRole('heading', { level: 1, name: 'FAQs' });
    expect(expanded()).toEqual(['What does the personal accident cover pay for?']);

    await act(async () => {
      fireEvent.click(question('Is the treatment cashless?'));
    });
    expect(expanded()).toEqual(['Is the treatment cashless?']);

    await act(async () => {
      fireEvent.click(question('Is the treatment cashless?'));
    });
    expect(expanded()).toEqual([]);
  });
});
