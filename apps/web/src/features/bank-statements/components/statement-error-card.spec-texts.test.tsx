// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/catalogue';
import { initI18n } from '../../../lib/i18n';
import { StatementErrorCard } from './statement-error-card';

/*
 * The bank statement pages' error card shows spec 000's quoted texts exactly (§2.5; docs/texts.md),
 * with the support address after 'Please contact support'. The quotes are written out here.
 */

describe("the statement error card's spec texts", () => {
  it("says 'Something's Wrong', 'Looks like something is missing' and 'Please contact support'", () => {
    initI18n();
    render(<StatementErrorCard supportEmail="support@kredo.example" />);

    const card = screen.getByRole('alert');
    expect(within(card).getByText("Something's Wrong")).toBeTruthy();
    expect(within(card).getByText('Looks like something is missing')).toBeTruthy();
    expect(card.textContent).toContain('Please contact support');
  });
});
