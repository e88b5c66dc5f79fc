import { authPaths } from '@kredo/contract/auth';
import { apiClient } from '../../../lib/api-client';
import { clearSession, readAccessToken } from '../../../lib/session';

/** The user is leaving: a server that does not answer quickly must not keep them waiting. */
const logoutTimeoutMs = 5000;

/** Revokes the current session on the server. */
export function logout() {
  return apiClient.post<void>(authPaths.logout, { timeoutMs: logoutTimeoutMs });
}

let ending: Promise<void> | undefined;

/**
 * Revokes the stored session, if there is one, then clears it from storage. A failed revocation
 * is ignored: the token is gone from this device either way and expires on the server. Callers
 * at the same time share one request: a second revocation of the same token would answer 401.
 */
export function signOut(): Promise<void> {
  ending ??= (readAccessToken() ? logout().catch(() => undefined) : Promise.resolve()).then(() => {
    clearSession();
    ending = undefined;
  });
  return ending;
}
