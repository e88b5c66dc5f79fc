import { randomUUID } from 'node:crypto';

import type { BookNachAppointmentBody, NachAppointment } from '@kredo/contract/mandates';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { appointmentDates, appointmentSlots } from '@kredo/domain/kyc-appointment';
import { eq } from 'drizzle-orm';

import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ownOpportunity } from '../consent/consent.service.ts';
import { nachFormDocumentOf } from './mandate-borrower.service.ts';
import { appointmentOf, liveMandateOf, type NachAppointmentRow } from './mandate-records.ts';
import {
  assertModeOffered,
  attemptFor,
  opportunityAwaitingMandate,
  withdrawAtProvider,
  type MandateDeps,
} from './mandate-setup.ts';
import { nachAppointments } from './mandates.schema.ts';

const addressContext = (id: string) => `nach_appointments.address:${id}`;

export function toNachAppointment(deps: Pick<AppDeps, 'cipher'>, row: NachAppointmentRow): NachAppointment {
  return {
    id: row.id,
    date: row.visitDate,
    slot: row.slot as NachAppointment['slot'],
    locationType: row.locationType as NachAppointment['locationType'],
    address: JSON.parse(
      deps.cipher.decrypt(addressContext(row.id), row.addressSealed),
    ) as NachAppointment['address'],
    status: row.status as NachAppointment['status'],
  };
}

/** The live agent-collected attempt's visit, if one is booked. */
async function bookedVisit(db: Db, opportunityId: string) {
  const live = await liveMandateOf(db, opportunityId);
  if (!live || live.mode !== 'PNACH' || live.collection !== 'AGENT') return undefined;
  return appointmentOf(db, live.id);
}

/** The visit booked for the opportunity's form, and the dates and slots open now. */
export async function nachAppointmentState(deps: MandateDeps, userId: string, opportunityId: string) {
  const row = await ownOpportunity(deps.db, userId, opportunityId);
  const booked = await bookedVisit(deps.db, row.id);
  return {
    appointment: booked ? toNachAppointment(deps, booked) : null,
    dates: appointmentDates(isoDate(deps.clock.businessDate())),
    slots: [...appointmentSlots],
  };
}

/**
 * Books the lender's agent to bring the prefilled form and collect it signed ('Appointment'
 * mode): a paper attempt collected by the agent, its form rendered for the agent to carry. A
 * second booking moves the visit; the attempt stays the same.
 */
export async function bookNachAppointment(deps: MandateDeps, userId: string, body: BookNachAppointmentBody) {
  const row = await opportunityAwaitingMandate(deps.db, userId, body.opportunityId);
  assertModeOffered(row, ['Appointment']);
  const open: readonly string[] = appointmentDates(isoDate(deps.clock.businessDate()));
  if (!open.includes(body.date))
    throw new AppError('VALIDATION_FAILED', 'appointment date outside the window', {
      userMessage: messages.appointmentDateUnavailable,
      fieldErrors: { date: [messages.appointmentDateUnavailable] },
    });
  const { mandate, setAside } = await attemptFor(deps, row, 'PNACH', 'AGENT', {
    reuse: (live) => live.mode === 'PNACH' && live.collection === 'AGENT' && live.status === 'PENDING',
    mayReplace: (live) => live.status === 'PENDING',
  });
  await withdrawAtProvider(deps, setAside);
  await nachFormDocumentOf(deps, mandate, row);
  const id = randomUUID();
  const now = deps.clock.now();
  const booked = await deps.db.transaction(async (tx) => {
    await tx
      .update(nachAppointments)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(eq(nachAppointments.mandateId, mandate.id));
    const [inserted] = await tx
      .insert(nachAppointments)
      .values({
        id,
        mandateId: mandate.id,
        userId,
        visitDate: body.date,
        slot: body.slot,
        locationType: body.locationType,
        addressSealed: deps.cipher.encrypt(addressContext(id), JSON.stringify(body.address)),
        status: 'BOOKED',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error('appointment insert returned nothing');
    return inserted;
  });
  return {
    isSuccess: true as const,
    message: messages.appointmentBooked,
    appointment: toNachAppointment(deps, booked),
  };
}
