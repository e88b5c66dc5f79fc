import { messages } from '@kredo/contract/messages';
import { devBase } from '@kredo/contract/dev';

import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { applyOpportunityEvent, lockOpportunity } from '../underwriting/opportunity-moves.ts';
import { agreementFlagsOf } from './agreement-records.ts';
import { ownOpportunity } from './consent.service.ts';
import { postApprovalAnswers } from './consent.schema.ts';
import { queueAgreementWhenDue } from './pa-form.service.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'cipher' | 'jobs' | 'mode'>;

/** The Udyam (MSME) registration portal a self-employed borrower registers on. */
export const udyamPortalUrl = 'https://udyamregistration.gov.in/UdyamRegistration.aspx';
export const udyamSandboxPath = `${devBase}/udyam-registration`;
const tokenPurpose = 'udyam-registration';
/** How long the registration page's token is good for. */
const tokenTtlSeconds = 30 * 60;

export function udyamToken(deps: Pick<Deps, 'cipher'>, opportunityId: string, expires: number): string {
  return `${expires}.${deps.cipher.hash(tokenPurpose, `${opportunityId}.${expires}`)}`;
}

/** Whether a registration page's token names this opportunity and has not expired. */
export function isUdyamToken(
  deps: Pick<Deps, 'cipher' | 'clock'>,
  opportunityId: string,
  token: string,
): boolean {
  const [expiresText = ''] = token.split('.');
  const expires = Number(expiresText);
  if (!/^\d{1,12}$/.test(expiresText) || expires * 1000 <= deps.clock.nowMs()) return false;
  return token === udyamToken(deps, opportunityId, expires);
}

/**
 * A self-employed borrower's business details (spec 001 §4.2 step 2): saved with the opportunity,
 * the step cleared, and the registration page's address answered for the app to go to next.
 */
export async function saveUdyamFields(
  deps: Deps,
  userId: string,
  body: { opportunityId: string; businessSector: string; enterpriseName: string },
): Promise<{ ok: true; registrationUrl: string }> {
  await ownOpportunity(deps.db, userId, body.opportunityId);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await lockOpportunity(tx, body.opportunityId);
    if (!row) throw new AppError('NOT_FOUND', 'opportunity vanished');
    const { result, row: next } = await applyOpportunityEvent(
      tx,
      row,
      await agreementFlagsOf(tx, row.id),
      { type: 'udyam-fields-saved' },
      now,
    );
    if (!result.ok)
      throw new AppError('CONFLICT', result.reason, { userMessage: messages.applicationMoveRefused });
    await tx
      .insert(postApprovalAnswers)
      .values({
        opportunityId: row.id,
        item: 'UDYAM_REGISTRATION',
        answer: { businessSector: body.businessSector, enterpriseName: body.enterpriseName },
        answeredAt: now,
      })
      .onConflictDoNothing();
    return next;
  });
  await queueAgreementWhenDue(deps, moved);
  const expires = Math.floor(now.getTime() / 1000) + tokenTtlSeconds;
  const query = new URLSearchParams({
    token: udyamToken(deps, body.opportunityId, expires),
    opportunityId: body.opportunityId,
  });
  const base = deps.mode === 'sandbox' ? udyamSandboxPath : udyamPortalUrl;
  return { ok: true, registrationUrl: `${base}?${query.toString()}` };
}
