import { randomUUID } from 'node:crypto';

import type { Appointment, bookAppointmentBodySchema } from '@kredo/contract/kyc';
import { messages } from '@kredo/contract/messages';
import { isoDate } from '@kredo/domain/calendar-date';
import { appointmentDates, appointmentSlots } from '@kredo/domain/kyc-appointment';
import type * as z from 'zod/mini';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { findBookedAppointment, replaceBookedAppointment, type KycAppointmentRow } from './kyc.repository.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher'>;

const addressContext = (id: string) => `kyc_appointments.address:${id}`;

function toAppointment(deps: Deps, row: KycAppointmentRow): Appointment {
  return {
    id: row.id,
    date: row.visitDate,
    slot: row.slot as Appointment['slot'],
    address: JSON.parse(
      deps.cipher.decrypt(addressContext(row.id), row.addressSealed),
    ) as Appointment['address'],
    status: row.status,
    bookedAt: row.createdAt.toISOString(),
  };
}

/** The borrower's booked visit, and the dates and slots open now (by the server's clock). */
export async function appointmentState(deps: Deps, userId: string) {
  const booked = await findBookedAppointment(deps.db, userId);
  return {
    appointment: booked ? toAppointment(deps, booked) : null,
    dates: appointmentDates(isoDate(deps.clock.businessDate())),
    slots: [...appointmentSlots],
  };
}

/**
 * Books an agent's visit to collect the physical documents; an earlier booked visit is
 * cancelled. A booking does not complete KYC: the documents do, once collected (docs/decisions.md).
 */
export async function bookAppointment(
  deps: Deps,
  userId: string,
  body: z.output<typeof bookAppointmentBodySchema>,
) {
  const open: readonly string[] = appointmentDates(isoDate(deps.clock.businessDate()));
  if (!open.includes(body.date))
    throw new AppError('VALIDATION_FAILED', 'appointment date outside the window', {
      userMessage: messages.appointmentDateUnavailable,
      fieldErrors: { date: [messages.appointmentDateUnavailable] },
    });
  const id = randomUUID();
  const now = deps.clock.now();
  const row = await replaceBookedAppointment(deps.db, {
    id,
    userId,
    visitDate: body.date,
    slot: body.slot,
    addressSealed: deps.cipher.encrypt(addressContext(id), JSON.stringify(body.address)),
    status: 'BOOKED',
    createdAt: now,
    updatedAt: now,
  });
  return {
    isSuccess: true as const,
    message: messages.appointmentBooked,
    appointment: toAppointment(deps, row),
  };
}
