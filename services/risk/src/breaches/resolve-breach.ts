import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import { conflict, notFound } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { RiskContext } from '../context.ts';
import { lockBreach, markResolved } from '../db/breaches.ts';
import type { BreachRow } from '../db/types.ts';

export interface ResolveBreachInput {
  breachId: string;
  adminId: string;
  notes: string | null;
}

/** An admin resolves an active breach: it leaves the active list and keeps who, when and the notes. */
export async function resolveBreach(ctx: RiskContext, input: ResolveBreachInput): Promise<BreachRow> {
  const resolved = await ctx.db.transaction().execute(async (trx) => {
    const breach = await lockBreach(trx, input.breachId);
    if (!breach || breach.status === 'deleted') throw notFound(BREACH_MESSAGES.notFound);
    if (breach.status === 'resolved') throw conflict(BREACH_MESSAGES.alreadyResolved);
    const row = await markResolved(trx, breach.id, input.adminId, input.notes);
    await writeEvent(trx, breachResolved, {
      breachId: row.id,
      userId: row.user_id,
      accountId: row.account_id,
      mt5AccountId: row.mt5_account_id,
      resolution: 'resolved',
      resolvedBy: input.adminId,
      resolvedAt: (row.resolved_at ?? new Date()).toISOString(),
    });
    return row;
  });
  ctx.publishSoon();
  ctx.book.markResolved(resolved.account_id, (resolved.resolved_at ?? new Date()).getTime());
  return resolved;
}
