import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { notFound } from '@prop/service-kit/errors';
import type { RiskContext } from '../context.ts';
import { lockBreach, markDeleted } from '../db/breaches.ts';

/**
 * An admin deletes a breach: it is kept, marked deleted with who and when, and shown nowhere. An
 * active one leaves the active list as a resolution would, so screens and detection hear of it.
 * Deleting a resolved one is still an admin action: it is audited even though nothing is published.
 */
export function deleteBreach(
  ctx: RiskContext,
  actor: Actor,
  input: { breachId: string; adminId: string },
): Promise<void> {
  return runCommand(ctx.runtime, actor, async ({ trx, now, emit, audit, afterCommit }) => {
    const breach = await lockBreach(trx, input.breachId);
    if (!breach || breach.status === 'deleted') throw notFound(BREACH_MESSAGES.notFound);
    const row = await markDeleted(trx, breach.id, input.adminId, now);
    await audit({
      action: 'breach.deleted',
      target: { type: 'breach', id: row.id },
      before: { status: breach.status },
      after: { status: row.status },
    });
    if (breach.status !== 'active') return;
    await emit(breachResolved, {
      breachId: row.id,
      userId: row.user_id,
      accountId: row.account_id,
      mt5AccountId: row.mt5_account_id,
      resolution: 'deleted',
      resolvedBy: input.adminId,
      resolvedAt: now.toISOString(),
    });
    afterCommit(() => ctx.book.markResolved(row.account_id, now.getTime()));
  });
}
