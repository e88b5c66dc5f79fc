import { browserStore, type KeyValueStore } from './storage';

/** How this borrower's sessions start (spec 000 §3.2): the login page, login v2, or a partner's single sign-on. */
export type LoginMode = 'v1' | 'v2' | 'SSO';

// Kept across logout: the logout screen returns to the login page of this mode.
const loginModeKey = 'kredo.loginMode';

export function readLoginMode(store: KeyValueStore = browserStore()): LoginMode {
  const stored = store.getItem(loginModeKey);
  return stored === 'v2' || stored === 'SSO' ? stored : 'v1';
}

export function saveLoginMode(mode: LoginMode, store: KeyValueStore = browserStore()): void {
  store.setItem(loginModeKey, mode);
}
