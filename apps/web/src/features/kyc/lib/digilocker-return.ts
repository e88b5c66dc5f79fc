import { kycInvokers, obfuscateReturnUrl, type KycInvoker } from '@kredo/contract/kyc';

export type DigilockerReturn =
  | { kind: 'start' }
  | { kind: 'missing-user' }
  /** A return without the session it belongs to: nothing to complete. */
  | { kind: 'broken' }
  | {
      kind: 'back';
      userId: string;
      sessionId: string;
      state: string;
      invoker: KycInvoker;
      code?: string;
      error?: string;
    };

/**
 * The address DigiLocker sends the borrower back to: this screen (`hashPath`, the partner's path
 * included) with the userId and the session in its query (spec 000 §7), obfuscated for the
 * consent page's `redirect` parameter.
 */
export function digilockerRedirectParam(
  location: { origin: string; pathname: string },
  hashPath: string,
  params: { userId: string; sessionId: string; invoker: KycInvoker; returnTo?: string | undefined },
): string {
  const query = new URLSearchParams({
    userId: params.userId,
    session_id: params.sessionId,
    invoker: params.invoker,
    ...(params.returnTo ? { returnTo: params.returnTo } : {}),
  });
  return obfuscateReturnUrl(`${location.origin}${location.pathname}#${hashPath}?${query.toString()}`);
}

/** What the screen's query says: a fresh start, a return from DigiLocker, or a return without its userId. */
export function readDigilockerReturn(params: URLSearchParams): DigilockerReturn {
  const code = params.get('code') ?? undefined;
  const error = params.get('error') ?? undefined;
  if (code === undefined && error === undefined) return { kind: 'start' };
  const userId = params.get('userId');
  const sessionId = params.get('session_id');
  const state = params.get('state');
  if (!userId) return { kind: 'missing-user' };
  if (!sessionId || !state) return { kind: 'broken' };
  const invoker = params.get('invoker');
  return {
    kind: 'back',
    userId,
    sessionId,
    state,
    invoker: kycInvokers.find((known) => known === invoker) ?? 'LOAN_APPLICATION',
    ...(code !== undefined ? { code } : {}),
    ...(error !== undefined ? { error } : {}),
  };
}
