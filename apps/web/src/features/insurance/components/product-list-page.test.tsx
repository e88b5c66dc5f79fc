// @vitest-environment happy-dom
import { insurancePaths } from '@kredo/contract/insurance';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { callsTo, insuranceServer, productOf } from '../insurance-test-kit';

const proceed = () => screen.getByRole('button', { name: 'Proceed' }) as HTMLButtonElement;

describe('the product detail (spec 002 §2)', () => {
  it("keeps 'Proceed' disabled until the declarations are ticked, and shows them in a modal", async () => {
    insuranceServer();
    await renderApp('/insurance/productList?subCategory=personal-accident&coverType=INDIVIDUAL');
    await screen.findByRole('heading', { level: 1, name: 'Personal Accident Cover' });
    expect(screen.getByText('Policy covers')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download Policy Terms' })).toBeTruthy();
    expect(screen.getByText('Powered By').textContent).toContain('Suraksha General Insurance');
    expect(proceed().disabled).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Read the declarations' }));
    });
    const modal = await screen.findByRole('dialog', { name: 'Declarations' });
    expect(within(modal).getByText('I am in good health and have no physical disability.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(proceed().disabled).toBe(true);

    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the declarations' }));
    });
    expect(proceed().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(proceed());
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Please fill the details' })).toBeTruthy();
  });

  it('lets a product without declarations proceed at once', async () => {
    insuranceServer({
      answers: { [insurancePaths.products]: { products: [productOf({ declarationFields: [] })] } },
    });
    await renderApp('/insurance/productList?subCategory=personal-accident&coverType=INDIVIDUAL');
    await screen.findByRole('heading', { level: 1, name: 'Personal Accident Cover' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(proceed().disabled).toBe(false);
  });

  it('opens from its card with the cover type chosen, records the product viewed and remembers the choice', async () => {
    const server = insuranceServer();
    await renderApp('/insurance');
    await screen.findByRole('heading', { level: 1, name: 'Products we offer' });
    const card = await screen.findByRole('heading', { level: 2, name: 'Personal Accident Cover' });
    expect(card.textContent).toBe('Personal Accident ...');
    expect(screen.getByText('Starting at').textContent).toContain('₹199');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Family' }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Personal Accident Cover' });
    expect(screen.getByRole('button', { name: 'Family', pressed: true })).toBeTruthy();
    expect(screen.getByText('Personal Accident - Family')).toBeTruthy();
    const [event] = callsTo(server, '/api/events/log-event', 'POST');
    expect(event?.body).toMatchObject({
      event_name: 'INSURANCE_PERSONAL_ACCIDENT_VIEWED',
      event_data: { subCategory: 'personal-accident', coverType: 'FAMILY' },
      type: 'insurance',
    });
    expect(JSON.parse(sessionStorage.getItem('kredo.insurance.selection') ?? '{}')).toEqual({
      subCategory: 'personal-accident',
      coverType: 'FAMILY',
    });
  });
});
