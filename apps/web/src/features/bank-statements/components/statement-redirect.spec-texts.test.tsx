// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  resetStatementScreen,
  signInForStatements,
  stubStatementServer,
} from '../../../test/bank-statements';
import { renderApp } from '../../../test/render-app';

/*
 * The bank statement redirect page shows spec 000's quoted texts exactly (§2.5, §8 'Bank
 * redirect failure'; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

afterEach(resetStatementScreen);

async function open(query: string) {
  stubStatementServer({
    transactionComplete: () => Response.json({ isComplete: false, status: 'PROCESSING' }),
  });
  signInForStatements();
  await renderApp(`/bank-statement/redirect?${query}`);
}

describe("the bank statement redirect's spec texts", () => {
  it("says 'We are processing your Bank statement' while it waits", async () => {
    await open('txnId=TX-1');

    expect(await screen.findByText('We are processing your Bank statement')).toBeTruthy();
  });

  it("says 'Sorry we are unable to process your Bank statement' and 'Something went wrong! Looks like {error}' when the bank failed", async () => {
    await open('txnId=TX-1&error=consent%20was%20rejected');

    expect(await screen.findByText('Sorry we are unable to process your Bank statement')).toBeTruthy();
    expect(screen.getByText('Something went wrong! Looks like consent was rejected')).toBeTruthy();
  });
});
