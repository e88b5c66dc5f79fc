import {
  mandateStatuses,
  moveMandate,
  type MandateActor,
  type MandateEvent,
  type MandateEventType,
  type MandateState,
  type MandateStatus,
} from './mandate-lifecycle.ts';

/** States, events and answers of the mandate table, for its tests. */
export const enach = (status: MandateStatus): MandateState => ({ mode: 'ENACH', status });
export const pnach = (status: MandateStatus): MandateState => ({ mode: 'PNACH', status });

export const submitted: MandateEvent = { type: 'bank-submitted' };
export const authorized: MandateEvent = { type: 'bank-authorized' };
export const registered: MandateEvent = { type: 'registered', umrn: 'HDFC7021807230034561' };
export const bankRejects: MandateEvent = { type: 'rejected', reasonCode: 'AP05', by: 'provider' };
export const staffRejects: MandateEvent = { type: 'rejected', reasonCode: 'QC01', by: 'staff' };

/** Every report a mandate service can send: each may come late, twice or out of order. */
export const providerEvents: readonly MandateEvent[] = [submitted, authorized, registered, bankRejects];

/** The event a row names, as the actor `by` would send it. */
export function eventOf(type: MandateEventType, by: MandateActor): MandateEvent {
  switch (type) {
    case 'registered':
      return registered;
    case 'rejected':
      return by === 'staff' ? staffRejects : bankRejects;
    case 'cancelled':
      return { type: 'cancelled', reason: 'superseded' };
    default:
      return { type };
  }
}

/** How far along a state is: the order the module documents, every end equally far. */
export const rankOf = (status: MandateStatus) => Math.min(mandateStatuses.indexOf(status), 3);

export const outcome = (state: MandateState, event: MandateEvent, by?: MandateActor) => {
  const result = moveMandate(state, event, by);
  return result.kind === 'moved' ? result.status : result.kind;
};
