import { useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** The identity a link may prefill the sign-in with (spec 000 §2.2: the `pan` and `mobile` parameters). */
const prefillParams = ['pan', 'mobile'] as const;
export type SignInPrefill = Partial<Record<(typeof prefillParams)[number], string>>;

/**
 * Where the prefill goes once it leaves the address: the history entry's state, which no address
 * bar, shared link or screenshot shows, and which ends with the entry (a sign-out's new page has none).
 */
type PrefillState = { signInPrefill?: SignInPrefill } | null;

/** The sign-in's prefill: the address's parameters while they are there, else the entry's state. */
export function useSignInPrefill(): { pan: string; mobile: string } {
  const [params] = useSearchParams();
  const kept = (useLocation().state as PrefillState)?.signInPrefill ?? {};
  return {
    pan: params.get('pan') ?? kept.pan ?? '',
    mobile: params.get('mobile') ?? kept.mobile ?? '',
  };
}

/**
 * The address without `pan` and `mobile`, and the state that keeps them (with `more`, e.g. a
 * partner link's mobile): to replace the history entry with, so neither stays in the address bar
 * or the history.
 */
export function withoutIdentity(params: URLSearchParams, more: SignInPrefill = {}) {
  const next = new URLSearchParams(params);
  const kept: SignInPrefill = {};
  for (const name of prefillParams) {
    const value = more[name] ?? next.get(name);
    if (value) kept[name] = value;
    next.delete(name);
  }
  return { search: next.toString(), state: { signInPrefill: kept } satisfies PrefillState };
}

/**
 * Takes `pan` and `mobile` out of the address once the sign-in has read them (its forms take their
 * defaults on their first render, before this runs), replacing the history entry.
 */
export function useIdentityOutOfAddress(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const present = prefillParams.some((name) => params.has(name));
  useEffect(() => {
    if (!present) return;
    const { search, state } = withoutIdentity(params);
    void navigate({ search }, { replace: true, state });
  }, [present, params, navigate]);
}
