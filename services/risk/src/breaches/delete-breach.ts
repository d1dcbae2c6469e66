import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import { notFound } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { RiskContext } from '../context.ts';
import { lockBreach, markDeleted } from '../db/breaches.ts';

/**
 * An admin deletes a breach: it is kept, marked deleted with who and when, and shown nowhere. An
 * active one leaves the active list as a resolution would, so screens and detection hear of it.
 */
export async function deleteBreach(ctx: RiskContext, breachId: string, adminId: string): Promise<void> {
  const deleted = await ctx.db.transaction().execute(async (trx) => {
    const breach = await lockBreach(trx, breachId);
    if (!breach || breach.status === 'deleted') throw notFound(BREACH_MESSAGES.notFound);
    const row = await markDeleted(trx, breach.id, adminId);
    if (breach.status !== 'active') return null;
    await writeEvent(trx, breachResolved, {
      breachId: row.id,
      userId: row.user_id,
      accountId: row.account_id,
      mt5AccountId: row.mt5_account_id,
      resolution: 'deleted',
      resolvedBy: adminId,
      resolvedAt: (row.deleted_at ?? new Date()).toISOString(),
    });
    return row;
  });
  if (!deleted) return;
  ctx.publishSoon();
  ctx.book.markResolved(deleted.account_id, (deleted.deleted_at ?? new Date()).getTime());
}
