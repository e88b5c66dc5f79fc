import type { StaffMember, StaffSession } from '@kredo/contract/staff';

/**
 * The staff session lives in sessionStorage: it ends with the tab, and a shared computer keeps
 * no token once the browser is closed.
 */
const keys = {
  token: 'kredo.console.token',
  expiresAt: 'kredo.console.expiresAt',
  staff: 'kredo.console.staff',
};

export type SessionEnd = 'signedOut' | 'expired';

const listeners = new Set<() => void>();
let lastEnd: SessionEnd | undefined;

function store(): Storage {
  return globalThis.sessionStorage;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function saveSession(session: StaffSession): void {
  store().setItem(keys.token, session.token);
  store().setItem(keys.expiresAt, session.expiresAt);
  store().setItem(keys.staff, JSON.stringify(session.staff));
  lastEnd = undefined;
  notify();
}

/** The token, or undefined when there is none or it has run out (the server would refuse it). */
export function readToken(now = Date.now()): string | undefined {
  const token = store().getItem(keys.token) ?? undefined;
  const expiresAt = Date.parse(store().getItem(keys.expiresAt) ?? '');
  if (token && Number.isFinite(expiresAt) && expiresAt <= now) return undefined;
  return token;
}

/** Raw token presence, stable between calls, for useSyncExternalStore. */
export function readStoredToken(): string | null {
  return store().getItem(keys.token);
}

export function readStaff(): StaffMember | undefined {
  const raw = store().getItem(keys.staff);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as StaffMember;
  } catch {
    return undefined;
  }
}

export function endSession(reason: SessionEnd): void {
  for (const key of Object.values(keys)) store().removeItem(key);
  lastEnd = reason;
  notify();
}

/** Why the last session ended, so the sign-in screen can say the session ran out. */
export function lastSessionEnd(): SessionEnd | undefined {
  return lastEnd;
}
