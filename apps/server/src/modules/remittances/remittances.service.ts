import { randomUUID } from 'node:crypto';

import { remittanceMessages, type ProposeRemittanceBody, type Remittance } from '@kredo/contract/remittances';
import { isoDate } from '@kredo/domain/calendar-date';
import { formatMoney, paise } from '@kredo/domain/money';
import {
  moveRemittance,
  remittableAmount,
  remittanceLines,
  type RemittancePayee,
  type RemittanceState,
} from '@kredo/domain/remittances';

import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { placeHold, postHold, voidHold } from '../ledger/ledger-holds.ts';
import { lockRemittanceAccounts, remittanceBalancesOf } from './remittance-accounts.ts';
import { remittanceView } from './remittance-views.ts';
import {
  insertRemittance,
  lockRemittance,
  remittanceOfReference,
  updateRemittance,
} from './remittances.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Staff = { id: string };

const conflict = (message: string) => new AppError('CONFLICT', message, { userMessage: message });

/** The hold (and, once posted, the entry `hold:<key>`) of a remittance. */
export const remittanceHoldKey = (remittanceId: string) => `remittance:${remittanceId}`;

/** The entry's narration, which the journal shows: the payee, the UTR and any input credit set off. */
function narrationOf(payee: RemittancePayee, reference: string, setOff: number): string {
  switch (payee) {
    case 'insurer':
      return `Premiums remitted to the insurer, UTR ${reference}`;
    case 'gold-vendor':
      return `Remitted to the gold vendor, UTR ${reference}`;
    case 'gst':
      return setOff > 0
        ? `GST remitted, UTR ${reference}, input tax credit of ${formatMoney(paise(setOff))} set off`
        : `GST remitted, UTR ${reference}`;
  }
}

/**
 * The maker's step: books a transfer already made at the bank (its UTR) to a payee, holding the
 * amount on the ledger until a checker decides. In one transaction, the lender's accounts locked:
 * refused beyond what is due (what other proposals hold is already reserved out of it). The same
 * UTR again for the same amount answers the remittance it booked; for another amount, a conflict.
 */
export async function proposeRemittance(
  deps: Deps,
  staff: Staff,
  body: ProposeRemittanceBody,
): Promise<Remittance> {
  const remittanceId = await deps.db.transaction(async (tx) => {
    const accounts = await lockRemittanceAccounts(tx, body.lenderId, body.payee);
    // Read after the lock, so a repeat racing the first proposal finds it booked.
    const booked = await remittanceOfReference(tx, body.lenderId, body.payee, body.reference);
    if (booked) {
      if (booked.amountPaise !== body.amountPaise) throw conflict(remittanceMessages.referenceTaken);
      return booked.id;
    }
    const balances = remittanceBalancesOf(accounts, body.payee);
    const due = remittableAmount(body.payee, balances);
    if (body.amountPaise > due) throw conflict(remittanceMessages.overDue(formatMoney(paise(due))));
    const { lines, setOff } = remittanceLines(body.payee, body.amountPaise, balances);
    const id = randomUUID();
    const now = deps.clock.now();
    const { hold } = await placeHold(
      tx,
      {
        idempotencyKey: remittanceHoldKey(id),
        lenderId: body.lenderId,
        kind: 'remittance',
        narration: narrationOf(body.payee, body.reference, setOff),
        expiresAt: null,
        lines,
      },
      now,
    );
    await insertRemittance(tx, {
      id,
      lenderId: body.lenderId,
      payee: body.payee,
      amountPaise: body.amountPaise,
      setOffPaise: setOff,
      reference: body.reference,
      status: 'PROPOSED',
      proposedBy: staff.id,
      proposedAt: now,
      note: body.note?.trim() || null,
      holdId: hold.id,
    });
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: 'PROPOSE_REMITTANCE',
      details: {
        remittanceId: id,
        lenderId: body.lenderId,
        payee: body.payee,
        amountPaise: body.amountPaise,
        setOffPaise: setOff,
        reference: body.reference,
      },
    });
    return id;
  });
  return remittanceView(deps.db, remittanceId);
}

const refusalText = {
  'same-staff': remittanceMessages.sameStaff,
  'not-proposed': remittanceMessages.notProposed,
} as const;

/**
 * The checker's decision, once, by someone other than the proposer, in one transaction with its
 * audit entry: an approval posts the hold as the entry (on the server's business day), a
 * rejection voids it, releasing what it held.
 */
async function decide(
  deps: Deps,
  remittanceId: string,
  staff: Staff,
  type: 'approve' | 'reject',
  note: string | null,
): Promise<Remittance> {
  await deps.db.transaction(async (tx) => {
    const row = await lockRemittance(tx, remittanceId);
    if (!row) throw notFound('remittance');
    const move = moveRemittance(row.status as RemittanceState, row.proposedBy, { type, staffId: staff.id });
    if (move.kind === 'refused') throw conflict(refusalText[move.reason]);
    const now = deps.clock.now();
    const key = remittanceHoldKey(row.id);
    const decided = { status: move.to, decidedBy: staff.id, decidedAt: now, decisionNote: note };
    if (type === 'approve') {
      const businessDate = isoDate(deps.clock.businessDate());
      const posted = await postHold(tx, key, businessDate, now);
      await updateRemittance(tx, row.id, { ...decided, entryId: posted.entryId, businessDate });
    } else {
      await voidHold(tx, key, now);
      await updateRemittance(tx, row.id, decided);
    }
    await recordAudit(tx, {
      at: now,
      staffId: staff.id,
      action: type === 'approve' ? 'APPROVE_REMITTANCE' : 'REJECT_REMITTANCE',
      details: {
        remittanceId: row.id,
        lenderId: row.lenderId,
        payee: row.payee,
        amountPaise: row.amountPaise,
        reference: row.reference,
        ...(note ? { note } : {}),
      },
    });
  });
  return remittanceView(deps.db, remittanceId);
}

export const approveRemittance = (deps: Deps, remittanceId: string, staff: Staff, note: string | undefined) =>
  decide(deps, remittanceId, staff, 'approve', note?.trim() || null);

export const rejectRemittance = (deps: Deps, remittanceId: string, staff: Staff, note: string) =>
  decide(deps, remittanceId, staff, 'reject', note.trim());
