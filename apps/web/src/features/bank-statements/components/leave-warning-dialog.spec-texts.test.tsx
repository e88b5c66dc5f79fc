// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../lib/catalogue';
import { initI18n } from '../../../lib/i18n';
import { LeaveWarningDialog } from './leave-warning-dialog';

/*
 * The warning on leaving a bank statement page on Android shows spec 000's quoted texts exactly
 * (§8 'Bank statement other'; docs/texts.md). The quotes are written out here.
 */

describe("the leave warning's spec texts", () => {
  it("asks 'Are you sure want to leave' with the spec's warning", () => {
    initI18n();
    render(<LeaveWarningDialog open onStay={() => {}} onLeave={() => {}} />);

    const dialog = screen.getByRole('dialog', { name: 'Are you sure want to leave' });
    expect(
      within(dialog).getByText(
        'Looks like you have not submitted your bank statement. Your application will remain incomplete without submitting bank statement.',
      ),
    ).toBeTruthy();
  });
});
