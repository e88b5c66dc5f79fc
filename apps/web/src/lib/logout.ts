import { brandPath, resolveBrand, segmentFromHash } from './brand';

/** Why the user was sent to /logout; the logout page shows the matching message. */
export const logoutReasons = { sessionTimeout: 'session-timeout' } as const;
export type LogoutReason = (typeof logoutReasons)[keyof typeof logoutReasons];

/** The logout route for the brand in the current location, so the user lands back on it. */
export function logoutHash(currentHash: string, reason?: LogoutReason): string {
  const path = brandPath(resolveBrand(segmentFromHash(currentHash)), '/logout');
  return `#${path}${reason ? `?reason=${reason}` : ''}`;
}

export function sendToLogout(reason?: LogoutReason): void {
  window.location.hash = logoutHash(window.location.hash, reason);
}
