// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { field, productCode, serve } from '../test-kit';

/*
 * 'APPLY FOR LOAN' shows spec 000's quoted texts exactly (§4.4, §8 'Apply failure';
 * docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

/** The checklist with every category complete, on a server whose apply call answers `answer`. */
async function applyAnswered(answer: () => Response) {
  serve({
    fields: {
      productCode,
      required_fields: {
        LOAN_DETAILS: [
          field('loanRequest.amount', 'Loan Amount', { type: 'number', unit: 'paise', value: 10_000_000 }),
          field('loanRequest.tenure', 'Tenure (months)', { type: 'dropdown', value: '6' }),
        ],
      },
      optional_fields: {},
    },
    route: (call, path) =>
      path === '/api/paandu/application' && call.method === 'POST' ? answer() : undefined,
  });
  await renderApp(`/loan-application/application-field?productCode=${productCode}`);
  fireEvent.click(await screen.findByRole('button', { name: 'APPLY FOR LOAN' }));
}

describe("applying's spec texts", () => {
  it("says 'You can not apply for a loan at this moment. Please try again later!' when the server says nothing", async () => {
    await applyAnswered(
      () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );

    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can not apply for a loan at this moment. Please try again later!',
    );
  });

  it("shows the server's own refusal as it is", async () => {
    const underProcess =
      'Sorry! Your loan application is under process and you won’t be able to apply for a new loan.';
    await applyAnswered(() => Response.json({ code: 'CONFLICT', message: underProcess }, { status: 409 }));

    expect((await screen.findByRole('alert')).textContent).toBe(underProcess);
  });
});
