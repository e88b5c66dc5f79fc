import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SandboxPgLinkRow } from './sandbox.schema.ts';
import { findLink } from './sandbox.repository.ts';
import { attemptAndNotify } from './sandbox-payments.ts';
import type { SecretLoader } from './sandbox-secret.ts';
import { callbackQuery } from './sandbox-signature.ts';
import { linkStatusAt, type Instrument } from './sandbox-timeline.ts';

/*
 * What the hosted payment page does to a link: shows it while it takes payments, and makes one
 * attempt per Pay, answering the signed query the browser takes back to the callback address.
 */

export type CheckoutDeps = { db: Db; clock: Clock; keySecret: SecretLoader };

/** Why a link takes no payment now. */
export type ClosedReason = 'paid' | 'processing' | 'expired' | 'cancelled';

export type OpenLink =
  | { state: 'unknown' }
  | { state: 'open'; link: SandboxPgLinkRow }
  | { state: 'closed'; link: SandboxPgLinkRow; reason: ClosedReason };

export type PayResult =
  | Exclude<OpenLink, { state: 'open' }>
  | { state: 'failed'; link: SandboxPgLinkRow; errorReason: string }
  /** Captured, or authorised and captured later (the query's status is then 'created'). */
  | { state: 'accepted'; link: SandboxPgLinkRow; query: Record<string, string> };

function closedReason(link: SandboxPgLinkRow, now: Date): ClosedReason | undefined {
  const status = linkStatusAt(link, now);
  if (status === 'created') return link.paidAt ? 'processing' : undefined;
  return status;
}

export async function openCheckout(deps: CheckoutDeps, linkId: string): Promise<OpenLink> {
  const link = await findLink(deps.db, linkId);
  if (!link) return { state: 'unknown' };
  const reason = closedReason(link, deps.clock.now());
  return reason ? { state: 'closed', link, reason } : { state: 'open', link };
}

export async function payAtCheckout(
  deps: CheckoutDeps,
  linkId: string,
  instrument: Instrument,
): Promise<PayResult> {
  // Loaded first: a payment taken must always be able to send the borrower back signed.
  const secret = await deps.keySecret.load();
  const now = deps.clock.now();
  const result = await attemptAndNotify(deps.db, linkId, instrument, now);
  if (result.state === 'unknown') return result;
  if (result.state === 'closed')
    return { state: 'closed', link: result.link, reason: closedReason(result.link, now) ?? 'paid' };
  const { link, payment } = result;
  if (payment.errorReason !== null) return { state: 'failed', link, errorReason: payment.errorReason };
  const query = callbackQuery(secret, {
    linkId: link.id,
    reference: link.reference,
    status: linkStatusAt(link, now),
    paymentId: payment.id,
  });
  return { state: 'accepted', link, query };
}
