import { eventsPaths, type LogEventBody } from '@kredo/contract/events';
import { apiClient } from './api-client';

/**
 * Records an engagement event for the signed-in borrower. Analytics never stand in the way of
 * the borrower: a failure is dropped.
 */
export function logEvent(event: LogEventBody): void {
  apiClient.post(eventsPaths.logEvent, { body: event }).catch(() => undefined);
}
