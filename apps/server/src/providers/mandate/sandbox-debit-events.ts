import { randomUUID } from 'node:crypto';

import { debitReturnText } from './debit-returns.ts';
import type { sandboxMandateWebhooks, SandboxDebitRow } from './sandbox.schema.ts';
import { clearingOf } from './sandbox-debit-calendar.ts';
import type { DebitPlan } from './sandbox-debit-timeline.ts';
import { newEventId } from './sandbox-events.ts';

export const debitWebhookTypes = [
  'debit.submitted',
  'debit.extended',
  'debit.confirmed',
  'debit.returned',
  'debit.rejected',
] as const;
export type DebitWebhookType = (typeof debitWebhookTypes)[number];

/** The JSON body of a debit's webhook, as sent. */
export type DebitWebhookBody = {
  id: string;
  type: DebitWebhookType;
  created_at: string;
  data: {
    debit_id: string;
    mandate_id: string;
    reference: string;
    /** Paise. */
    amount: number;
    charge_date: string;
    /** debit.extended: the working day the answer comes on. */
    until?: string;
    reason_code?: string;
    reason_text?: string;
  };
};

type Event = { type: DebitWebhookType; occurredAt: Date };

/** The events of a debit presented under `plan`, each when it happens. */
export function debitEvents(row: SandboxDebitRow, plan: DebitPlan): Event[] {
  if (plan.outcome === 'rejected') return [{ type: 'debit.rejected', occurredAt: row.submitsAt }];
  const submitted: Event = { type: 'debit.submitted', occurredAt: row.submitsAt };
  const final: Event = {
    type: plan.outcome === 'returned' ? 'debit.returned' : 'debit.confirmed',
    occurredAt: plan.settlesAt,
  };
  if (!plan.extendedUntil) return [submitted, final];
  return [submitted, { type: 'debit.extended', occurredAt: clearingOf(row.chargeDate) }, final];
}

function bodyOf(row: SandboxDebitRow, plan: DebitPlan, event: Event, id: string): DebitWebhookBody {
  const data: DebitWebhookBody['data'] = {
    debit_id: row.id,
    mandate_id: row.mandateId,
    reference: row.reference,
    amount: row.amount,
    charge_date: row.chargeDate,
  };
  if (event.type === 'debit.extended' && plan.extendedUntil) data.until = plan.extendedUntil;
  if ((event.type === 'debit.returned' || event.type === 'debit.rejected') && plan.outcome !== 'confirmed') {
    data.reason_code = plan.reasonCode;
    data.reason_text = debitReturnText(plan.reasonCode);
  }
  return { id, type: event.type, created_at: event.occurredAt.toISOString(), data };
}

/** The delivery rows of a debit's events (rows of its mandate), each due when it happens. */
export function debitDeliveriesOf(
  row: SandboxDebitRow,
  plan: DebitPlan,
): (typeof sandboxMandateWebhooks.$inferInsert)[] {
  return debitEvents(row, plan).map((event) => {
    const eventId = newEventId();
    return {
      id: randomUUID(),
      eventId,
      mandateId: row.mandateId,
      type: event.type,
      body: JSON.stringify(bodyOf(row, plan, event, eventId)),
      deliverAt: event.occurredAt,
    };
  });
}
