import type { FastifyRequest } from 'fastify';
import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import { recordAdminAction } from '@prop/service-kit/audit';
import { requireAdmin } from '@prop/service-kit/caller';
import { notFound } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { RiskContext } from '../context.ts';
import { lockBreach, markDeleted } from '../db/breaches.ts';

/**
 * An admin deletes a breach: it is kept, marked deleted with who and when, and shown nowhere. An
 * active one leaves the active list as a resolution would, so screens and detection hear of it.
 * Deleting a resolved one is still an admin action: it is audited even though nothing is published.
 */
export async function deleteBreach(ctx: RiskContext, request: FastifyRequest, breachId: string): Promise<void> {
  const adminId = requireAdmin(request).userId;
  const { row: deleted, wasActive } = await ctx.db.transaction().execute(async (trx) => {
    const breach = await lockBreach(trx, breachId);
    if (!breach || breach.status === 'deleted') throw notFound(BREACH_MESSAGES.notFound);
    const row = await markDeleted(trx, breach.id, adminId);
    await recordAdminAction(trx, request, 'risk', {
      action: 'breach.deleted',
      target: { type: 'breach', id: row.id },
      before: { status: breach.status },
      after: { status: row.status },
    });
    if (breach.status !== 'active') return { row, wasActive: false };
    await writeEvent(trx, breachResolved, {
      breachId: row.id,
      userId: row.user_id,
      accountId: row.account_id,
      mt5AccountId: row.mt5_account_id,
      resolution: 'deleted',
      resolvedBy: adminId,
      resolvedAt: (row.deleted_at ?? new Date()).toISOString(),
    });
    return { row, wasActive: true };
  });
  ctx.publishSoon();
  if (wasActive) ctx.book.markResolved(deleted.account_id, (deleted.deleted_at ?? new Date()).getTime());
}
