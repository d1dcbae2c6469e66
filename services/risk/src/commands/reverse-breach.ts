import { BREACH_MESSAGES } from '@prop/contracts/breach';
import { breachReversed } from '@prop/contracts/events/risk';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { RiskContext } from '../context.ts';
import { lockBreach, markReversalRequested, markReversed } from '../db/breaches.ts';
import type { BreachRow } from '../db/types.ts';

/** A breach that still stands: active, or resolved (acknowledged) without being undone. */
function standing(breach: BreachRow | undefined): BreachRow {
  if (!breach || breach.status === 'deleted') throw notFound(BREACH_MESSAGES.notFound);
  if (breach.status === 'reversed') throw conflict(BREACH_MESSAGES.notReversible);
  return breach;
}

/**
 * An admin asks to reverse a breach (an appeal they uphold), saying why. Nothing changes for the
 * account until a second, different admin approves; the request is audited.
 */
export function requestBreachReversal(
  ctx: RiskContext,
  actor: Actor,
  input: { breachId: string; adminId: string; reason: string },
): Promise<BreachRow> {
  return runCommand(ctx.runtime, actor, async ({ trx, now, audit }) => {
    const breach = standing(await lockBreach(trx, input.breachId));
    if (breach.reversal_requested_by !== null) throw conflict(BREACH_MESSAGES.reversalPending);
    const row = await markReversalRequested(trx, breach.id, { adminId: input.adminId, reason: input.reason, at: now });
    await audit({
      action: 'breach.reversal_requested',
      target: { type: 'breach', id: row.id },
      before: { status: breach.status },
      after: { status: row.status, reversalReason: input.reason },
    });
    return row;
  });
}

/**
 * A second admin approves the reversal: the breach no longer stands, the account trades on under
 * its pack (accounts makes it active, programs resumes its phase) and detection re-arms after a
 * healthy update, as after a resolution. The requester cannot approve their own request.
 */
export function approveBreachReversal(
  ctx: RiskContext,
  actor: Actor,
  input: { breachId: string; adminId: string; notes: string | null },
): Promise<BreachRow> {
  return runCommand(ctx.runtime, actor, async ({ trx, now, emit, audit, afterCommit }) => {
    const breach = standing(await lockBreach(trx, input.breachId));
    const requestedBy = breach.reversal_requested_by;
    if (requestedBy === null) throw conflict(BREACH_MESSAGES.noReversal);
    if (requestedBy === input.adminId) throw forbidden(BREACH_MESSAGES.secondAdmin);
    const row = await markReversed(trx, breach.id, {
      adminId: input.adminId,
      notes: input.notes ?? breach.admin_notes,
      at: now,
    });
    await emit(breachReversed, {
      breachId: row.id,
      userId: row.user_id,
      accountId: row.account_id,
      mt5AccountId: row.mt5_account_id,
      requestedBy,
      approvedBy: input.adminId,
      reversedAt: now.toISOString(),
    });
    await audit({
      action: 'breach.reversed',
      target: { type: 'breach', id: row.id },
      before: { status: breach.status, reversalRequestedBy: requestedBy },
      after: { status: row.status, adminNotes: row.admin_notes },
    });
    afterCommit(() => ctx.book.markResolved(row.account_id, now.getTime()));
    return row;
  });
}
