// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { serveCorrections } from './flows-test-kit';
import { statementRoutes } from './statement-test-kit';

/*
 * The bank statement correction shows spec 000's quoted texts exactly (§8 'Incomplete info
 * messages'; docs/texts.md). The quotes are written out here, not read from the catalogue.
 */

describe("the bank statement correction's spec texts", () => {
  it('says why it is asked with the spec text', async () => {
    serveCorrections(['BS_6M_MISSING'], statementRoutes());
    await renderApp('/incomplete-info/bank-statement');

    expect(
      await screen.findByText(
        'Please upload your bank statements for the last 7 months, showing all salary/income credits.',
      ),
    ).toBeTruthy();
  });
});
