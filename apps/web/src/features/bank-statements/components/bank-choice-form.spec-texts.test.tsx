// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  resetStatementScreen,
  signInForStatements,
  stubStatementServer,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

/*
 * Choosing the bank shows spec 000's quoted texts exactly (§2.5, §4.8, §5.5; docs/texts.md). The
 * quotes are written out here, not read from the catalogue.
 */

afterEach(resetStatementScreen);

describe("the bank choice's spec texts", () => {
  it("offers 'Other Banks' and 'Get Started', and says 'Please select bank.' without a bank", async () => {
    stubStatementServer();
    signInForStatements();
    await renderApp('/bank-statement');

    fireEvent.click(await screen.findByRole('button', { name: 'Get Started' }));

    expect(await screen.findByText('Please select bank.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Other Banks' })).toBeTruthy();
  });

  it("says 'Selected Bank doesn't support Net Banking' of a bank without any mode", async () => {
    stubStatementServer();
    signInForStatements();
    await renderApp('/bank-statement');
    const getStarted = await screen.findByRole('button', { name: 'Get Started' });

    fireEvent.change(screen.getByRole('combobox', { name: 'Other Banks' }), { target: { value: 'Cosmos' } });
    fireEvent.click(screen.getByRole('option', { name: 'Cosmos Co-operative Bank' }));
    fireEvent.click(getStarted);

    expect(await screen.findByText("Selected Bank doesn't support Net Banking")).toBeTruthy();
  });
});
