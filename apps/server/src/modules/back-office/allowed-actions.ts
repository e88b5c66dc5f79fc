import type { ApplicationView } from '@kredo/contract/back-office';
import { staffMay } from '@kredo/contract/staff';
import { type ApplicationStatus, nextApplicationStatuses } from '@kredo/domain/application-lifecycle';

type Action = ApplicationView['allowedActions'][number];

/**
 * What the console offers a staff member on an application: the moves the transition table
 * allows staff from its status, narrowed by the member's role. Asking for more information is
 * also open while the application already waits for some (the new items join the outstanding).
 */
export function allowedActionsOf(status: ApplicationStatus, roles: readonly string[]): Action[] {
  const next = nextApplicationStatuses(status, 'staff');
  const actions: Action[] = [];
  if (
    (next.includes('INCOMPLETE_INFO') || status === 'INCOMPLETE_INFO') &&
    staffMay(roles, 'requestInformation')
  )
    actions.push('REQUEST_INFORMATION');
  if (next.includes('APPROVED') && staffMay(roles, 'decide')) actions.push('APPROVE');
  if (next.includes('REJECTED') && staffMay(roles, 'decide')) actions.push('REJECT');
  return actions;
}
