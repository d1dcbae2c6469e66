import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachResolved } from '@prop/contracts/events/risk';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, notFound } from '@prop/service-kit/errors';
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
 * The audit entry is written in the same transaction, so it exists exactly when the resolution does;
 * detection re-arms (after a healthy update) once it has committed.
 */
export function resolveBreach(ctx: RiskContext, actor: Actor, input: ResolveBreachInput): Promise<BreachRow> {
  return runCommand(ctx.runtime, actor, async ({ trx, now, emit, audit, afterCommit }) => {
    const breach = await lockBreach(trx, input.breachId);
    if (!breach || breach.status === 'deleted') throw notFound(BREACH_MESSAGES.notFound);
    if (breach.status === 'resolved') throw conflict(BREACH_MESSAGES.alreadyResolved);
    const row = await markResolved(trx, breach.id, input.adminId, input.notes, now);
    await emit(breachResolved, {
      breachId: row.id,
      userId: row.user_id,
      accountId: row.account_id,
      mt5AccountId: row.mt5_account_id,
      resolution: 'resolved',
      resolvedBy: input.adminId,
      resolvedAt: now.toISOString(),
    });
    await audit({
      action: 'breach.resolved',
      target: { type: 'breach', id: row.id },
      before: { status: breach.status, adminNotes: breach.admin_notes },
      after: { status: row.status, adminNotes: row.admin_notes },
    });
    afterCommit(() => ctx.book.markResolved(row.account_id, now.getTime()));
    return row;
  });
}
