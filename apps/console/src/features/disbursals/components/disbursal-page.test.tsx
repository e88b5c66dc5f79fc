import { disbursalMessages } from '@kredo/contract/disbursals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { formatDateTime } from '../../../lib/format';
import { errorResponse } from '../../../test/stub-fetch';
import {
  aCheckerSession,
  aDisbursal,
  aMakerSession,
  aPaidDisbursal,
  checker,
  loanId,
} from '../testing/disbursal-fixtures';
import {
  disbursalPagePath,
  disbursalPaths,
  disbursalServer,
  postsTo,
  renderAs,
} from '../testing/disbursal-server';

async function openDisbursal(session = aCheckerSession()) {
  await renderAs(disbursalPagePath, session);
  await screen.findByRole('heading', { level: 1 });
}

const actionButtons = () =>
  within(screen.getByRole('group', { name: 'Disbursal actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

const statusShown = () => screen.getByLabelText(/^Status: /).textContent;

/** The value a field list shows beside its label. */
const fieldValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const approved = aDisbursal({
  status: 'APPROVED',
  decidedBy: checker,
  decidedAt: '2026-03-07T05:00:00.000Z',
  decisionNote: 'Checked against the KFS',
});

/** An answer the test lets go of when it chooses, to look at the page while the request is out. */
function held(answer: () => Response) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, respond: async () => (await gate, answer()) };
}

describe('a disbursal’s page', () => {
  it('shows every field, who proposed it and when, with the note', async () => {
    disbursalServer();
    await openDisbursal();

    expect(screen.getByRole('heading', { level: 1, name: 'Disbursal to Asha Verma' })).toBeDefined();
    expect(statusShown()).toBe('PROPOSED');
    expect(fieldValue('Lender')).toBe('Sahyadri Finance (174)');
    expect(fieldValue('Loan amount')).toBe('₹1,50,000.00');
    expect(fieldValue('Net payout')).toBe('₹1,46,460.50');
    expect(fieldValue('Mode')).toBe('IMPS');
    expect(fieldValue('Beneficiary')).toBe('ASHA VERMA');
    expect(fieldValue('Account')).toBe('XXXXXXX234');
    expect(fieldValue('IFSC')).toBe('HDFC0000001');
    expect(fieldValue('Bank')).toBe('HDFC Bank');
    expect(fieldValue('Proposed by')).toBe(`Omar Ops, ${formatDateTime('2026-03-07T04:30:00.000Z')}`);
    expect(fieldValue('Proposal note')).toBe('KFS v2 signed');
    expect(fieldValue('Approved by')).toBe('—');
    expect(actionButtons()).toEqual(['Approve', 'Reject']);
    expect(screen.queryByText(/You proposed this disbursal/)).toBeNull();
  });

  it('offers the proposer no Approve or Reject, and says another staff member must decide', async () => {
    const calls = disbursalServer({
      onAction: () => errorResponse(409, 'CONFLICT', disbursalMessages.sameStaff),
    });
    await openDisbursal(aMakerSession());

    expect(
      screen.getByText('You proposed this disbursal: another staff member must approve or reject it.'),
    ).toBeDefined();
    expect(screen.queryByRole('group', { name: 'Disbursal actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(statusShown()).toBe('PROPOSED');
    expect(postsTo(calls, disbursalPaths.approve)).toHaveLength(0);
    expect(postsTo(calls, disbursalPaths.reject)).toHaveLength(0);
  });

  it('offers the proposer the check with the bank once another staff member approved it', async () => {
    disbursalServer({ detail: approved });
    await openDisbursal(aMakerSession());

    expect(actionButtons()).toEqual(['Check with the bank']);
    expect(screen.queryByText(/You proposed this disbursal/)).toBeNull();
  });

  it('is approved by the checker with a note, then shows who decided and offers a check with the bank', async () => {
    const calls = disbursalServer({
      onAction: (call) => (call.path === disbursalPaths.approve ? Response.json(approved) : undefined),
    });
    await openDisbursal();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve the disbursal' }));
    expect(dialog.getByText(/₹1,46,460.50 is paid out to ASHA VERMA at once/)).toBeDefined();
    fireEvent.change(dialog.getByLabelText('Note (optional)'), {
      target: { value: 'Checked against the KFS' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Disbursal approved: the payout was sent to the bank.')).toBeDefined();
    expect(postsTo(calls, disbursalPaths.approve).map((call) => call.body)).toEqual([
      { note: 'Checked against the KFS' },
    ]);
    expect(statusShown()).toBe('APPROVED');
    expect(fieldValue('Approved by')).toBe(`Anita Admin, ${formatDateTime('2026-03-07T05:00:00.000Z')}`);
    expect(fieldValue('Decision note')).toBe('Checked against the KFS');
    expect(actionButtons()).toEqual(['Check with the bank']);
    // The answer is the disbursal: it is not asked for again.
    expect(calls.filter((call) => call.path === disbursalPaths.detail)).toHaveLength(1);
  });

  it('sends an approval without a note as an empty body', async () => {
    const calls = disbursalServer({ onAction: () => Response.json(approved) });
    await openDisbursal();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve the disbursal' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsTo(calls, disbursalPaths.approve).map((call) => call.body)).toEqual([{}]);
  });

  it('is rejected only with a note of at least three characters', async () => {
    const calls = disbursalServer({
      onAction: (call) =>
        call.path === disbursalPaths.reject
          ? Response.json(
              aDisbursal({
                status: 'REJECTED',
                decidedBy: checker,
                decidedAt: '2026-03-07T05:00:00.000Z',
                decisionNote: 'Bank name differs',
              }),
            )
          : undefined,
    });
    await openDisbursal();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Reject the disbursal' }));

    fireEvent.change(dialog.getByLabelText(/Why it is rejected/), { target: { value: ' no ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Say why the disbursal is rejected')).toBeDefined();
    expect(postsTo(calls, disbursalPaths.reject)).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/Why it is rejected/), {
      target: { value: ' Bank name differs ' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Disbursal rejected.')).toBeDefined();
    expect(postsTo(calls, disbursalPaths.reject).map((call) => call.body)).toEqual([
      { note: 'Bank name differs' },
    ]);
    expect(statusShown()).toBe('REJECTED');
    expect(fieldValue('Rejected by')).toBe(`Anita Admin, ${formatDateTime('2026-03-07T05:00:00.000Z')}`);
    expect(screen.queryByRole('group', { name: 'Disbursal actions' })).toBeNull();
  });

  it('checks an approved payout with the bank and shows the loan it opened', async () => {
    const calls = disbursalServer({
      detail: approved,
      onAction: (call) =>
        call.path === disbursalPaths.refresh ? Response.json(aPaidDisbursal()) : undefined,
    });
    await openDisbursal();
    expect(fieldValue('Loan account number')).toBe('—');
    expect(screen.queryByRole('link', { name: 'Open the loan’s statement' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Check with the bank' }));

    expect(await screen.findByText('Asked the bank: the disbursal is now PAID.')).toBeDefined();
    expect(postsTo(calls, disbursalPaths.refresh).map((call) => call.body)).toEqual([undefined]);
    expect(statusShown()).toBe('PAID');
    expect(fieldValue('UTR')).toBe('412345678901');
    expect(fieldValue('Loan account number')).toBe('KL0000042');
    expect(screen.getByRole('link', { name: 'KL0000042' }).getAttribute('href')).toBe(`/loans/${loanId}`);
    expect(screen.getByRole('link', { name: 'Open the loan’s statement' }).getAttribute('href')).toBe(
      `/ledger/loans/${loanId}`,
    );
    expect(screen.queryByRole('group', { name: 'Disbursal actions' })).toBeNull();
  });

  it('shows the bank’s reason for a failed payout and offers nothing', async () => {
    disbursalServer({
      detail: aDisbursal({
        ...approved,
        status: 'FAILED',
        failureCode: 'INVALID_ACCOUNT',
        failureText: 'The account does not exist',
      }),
    });
    await openDisbursal();
    expect(fieldValue('Failure')).toBe('INVALID_ACCOUNT: The account does not exist');
    expect(screen.queryByRole('group', { name: 'Disbursal actions' })).toBeNull();
  });

  it('shows the server’s refusal of a check with the bank', async () => {
    disbursalServer({
      detail: approved,
      onAction: () => errorResponse(503, 'PROVIDER_UNAVAILABLE', 'The payout service is not answering'),
    });
    await openDisbursal();
    fireEvent.click(screen.getByRole('button', { name: 'Check with the bank' }));

    expect(await screen.findByText('The payout service is not answering')).toBeDefined();
    expect(statusShown()).toBe('APPROVED');
  });

  it('sends an approval once when its confirmation is clicked twice', async () => {
    const answer = held(() => Response.json(approved));
    const calls = disbursalServer({ onAction: answer.respond });
    await openDisbursal();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve the disbursal' }));
    const confirm = dialog.getByRole('button', { name: 'Approve' });

    fireEvent.click(confirm);
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true),
    );

    answer.release();
    expect(await screen.findByText('Disbursal approved: the payout was sent to the bank.')).toBeDefined();
    expect(postsTo(calls, disbursalPaths.approve)).toHaveLength(1);
  });
});
