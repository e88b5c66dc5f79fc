import { bookNachAppointmentBodySchema } from '@kredo/contract/mandates';
import * as z from 'zod/mini';

/** The booking call's own fields; the opportunity is the one on screen. */
export const nachAppointmentFormSchema = z.omit(bookNachAppointmentBodySchema, { opportunityId: true });
export type NachAppointmentForm = z.input<typeof nachAppointmentFormSchema>;

export const addressLines = ['house', 'street', 'locality', 'landmark', 'pincode'] as const;
