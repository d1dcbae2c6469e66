import type { FastifyRequest } from 'fastify';
import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import { recordAdminAction } from '@prop/service-kit/audit';
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

/**
 * An admin resolves an active breach: it leaves the active list and keeps who, when and the notes.
 * The audit entry is written in the same transaction, so it exists exactly when the resolution does.
 */
export async function resolveBreach(
  ctx: RiskContext,
  request: FastifyRequest,
  input: ResolveBreachInput,
): Promise<BreachRow> {
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
    await recordAdminAction(trx, request, 'risk', {
      action: 'breach.resolved',
      target: { type: 'breach', id: row.id },
      before: { status: breach.status, adminNotes: breach.admin_notes },
      after: { status: row.status, adminNotes: row.admin_notes },
    });
    return row;
  });
  ctx.publishSoon();
  ctx.book.markResolved(resolved.account_id, (resolved.resolved_at ?? new Date()).getTime());
  return resolved;
}
