// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { renderApp } from '../../../test/render-app';

afterEach(() => changeLanguage('en'));

describe('the tips screen (spec 002 §2)', () => {
  it("is titled with the product's credit score and lists the five tips in the spec's order", async () => {
    await renderApp('/tips');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tips to Improve Your Kredo Credit Score' }),
    ).toBeTruthy();
    const tips = within(screen.getByRole('list'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(tips).toEqual([
      'Fill in your optional details',
      'Keep the app installed',
      'Minimise cash withdrawal and use your debit card',
      'Pay your bills on time',
      'Use bank-to-bank transfer',
    ]);
  });

  it("names the product's score under a partner's colours too, and in Hindi", async () => {
    await changeLanguage('hi');
    await renderApp('/healwise/tips');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'अपना Kredo क्रेडिट स्कोर सुधारने के सुझाव' }),
    ).toBeTruthy();
  });
});
