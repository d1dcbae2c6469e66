import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { moneyOf } from '@prop/contracts/money';
import type { WithdrawalDecision } from '@prop/contracts/withdrawal';
import { WITHDRAWAL_MESSAGES } from '@prop/contracts/withdrawal-messages';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { conflict, forbidden, notFound } from '@prop/service-kit/errors';
import type { PayoutsContext } from '../context.ts';
import { recordHistory } from '../db/withdrawal-history.ts';
import { lockWithdrawal, saveDecision, saveFirstApproval } from '../db/withdrawal-requests.ts';
import { decisionStep } from '../domain/second-approval.ts';
import { toAuditedWithdrawal } from '../domain/withdrawal-view.ts';
import { withdrawalsDecided } from './withdrawal-metrics.ts';

export interface DecideWithdrawal {
  requestId: string;
  decision: WithdrawalDecision;
}

/**
 * An admin approves or rejects a pending request; a large one needs two approvals by different
 * admins (domain/second-approval.ts). The row is locked, so decisions at once are applied one after
 * the other: of two approvals one is the first and the other the second, and a decision after the
 * request is settled gets 409. Each step writes its history entry and its audit entry together;
 * the decision also writes WithdrawalProcessed.
 */
export async function decideWithdrawal(ctx: PayoutsContext, actor: Actor, command: DecideWithdrawal): Promise<void> {
  if (actor.kind !== 'admin') throw forbidden();
  const { requestId, decision } = command;
  const adminId = actor.userId;
  await runCommand(ctx.runtime, actor, async ({ trx, now: at, emit, audit, afterCommit }) => {
    const current = await lockWithdrawal(trx, requestId);
    if (!current) throw notFound(WITHDRAWAL_MESSAGES.notFound);
    const reviewed = {
      status: current.status,
      payout: moneyOf(current.profit_share_amount),
      firstApprovedBy: current.first_approved_by,
    };
    const step = decisionStep(reviewed, decision.status, adminId, ctx.secondApprovalAbove);
    if (step.kind === 'refused') throw conflict(step.message);
    const saved =
      step.kind === 'first_approval'
        ? await saveFirstApproval(trx, requestId, decision, adminId, at)
        : await saveDecision(trx, requestId, decision, adminId, at);
    // A first approval leaves the request pending: its history entry says so, by the admin.
    await recordHistory(trx, {
      requestId,
      status: saved.status,
      actorId: adminId,
      actorRole: 'admin',
      notes: step.kind === 'first_approval' ? saved.first_approval_notes : saved.admin_notes,
      at,
    });
    if (step.kind === 'decide') {
      await emit(withdrawalProcessed, {
        requestId,
        userId: saved.user_id,
        amount: saved.amount,
        profitShareAmount: saved.profit_share_amount,
        currency: saved.currency,
        kind: saved.kind,
        status: decision.status,
        processedBy: adminId,
        processedAt: at.toISOString(),
      });
    }
    await audit({
      action: 'withdrawal.decided',
      target: { type: 'withdrawal', id: requestId },
      before: toAuditedWithdrawal(current),
      after: toAuditedWithdrawal(saved),
    });
    const counted = step.kind === 'first_approval' ? 'first_approval' : decision.status;
    afterCommit(() => withdrawalsDecided().inc({ decision: counted }));
  });
}
