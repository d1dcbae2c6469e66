import type { KycStatus } from '@prop/contracts/kyc';
import { AUTH_MESSAGES } from '@prop/contracts/errors';
import { kycDecided } from '@prop/contracts/events/identity';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { forbidden, notFound } from '@prop/service-kit/errors';
import type { IdentityContext } from '../context.ts';
import { lockKyc, recordKycDecision } from '../db/kyc.ts';
import { documentUploadedAfterDecision } from '../domain/kyc-rules.ts';

/**
 * An admin sets a trader's KYC status. A change is saved with its decision row, kyc.decided and
 * its audit entry; setting the status it already has writes nothing.
 */
export async function decideKyc(
  ctx: IdentityContext,
  actor: Actor,
  options: { userId: string; status: KycStatus; reason?: string },
): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const { userId, status } = options;
  const adminId = actor.userId;
  await runCommand(ctx.runtime, actor, async ({ trx, now, emit, audit }) => {
    const current = await lockKyc(trx, userId);
    if (!current) throw notFound(AUTH_MESSAGES.userNotFound);
    if (current.status === status) return;
    const decision = { userId, from: current.status, to: status, decidedBy: adminId, reason: options.reason || null };
    await recordKycDecision(trx, decision, documentUploadedAfterDecision(status, current.has_documents), now);
    await emit(kycDecided, decision);
    await audit({
      action: 'kyc.decided',
      target: { type: 'user', id: userId },
      before: { status: current.status },
      after: { status, reason: decision.reason },
    });
  });
}
