import { withdrawalProcessed } from '@prop/contracts/events/payouts';
import { WITHDRAWAL_MESSAGES, type WithdrawalDecision } from '@prop/contracts/withdrawal';
import { conflict, notFound } from '@prop/service-kit/errors';
import { writeEvent } from '@prop/service-kit/outbox';
import type { PayoutsContext } from '../context.ts';
import { recordHistory } from '../db/withdrawal-history.ts';
import { lockWithdrawal, saveDecision } from '../db/withdrawal-requests.ts';
import { decisionRefusal } from '../domain/decision-rules.ts';

export interface DecideWithdrawal {
  requestId: string;
  adminId: string;
  decision: WithdrawalDecision;
}

/**
 * An admin approves or rejects a pending request. The row is locked, so of two decisions at once
 * the second finds it decided (409); the decision, its history entry and WithdrawalProcessed are
 * written together.
 */
export async function decideWithdrawal(ctx: PayoutsContext, command: DecideWithdrawal): Promise<void> {
  const { requestId, adminId, decision } = command;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await lockWithdrawal(trx, requestId);
    if (!current) throw notFound(WITHDRAWAL_MESSAGES.notFound);
    const refusal = decisionRefusal(current.status);
    if (refusal) throw conflict(refusal);
    const at = ctx.clock();
    const decided = await saveDecision(trx, requestId, decision, adminId, at);
    await recordHistory(trx, {
      requestId,
      status: decision.status,
      actorId: adminId,
      actorRole: 'admin',
      notes: decided.admin_notes,
      at,
    });
    await writeEvent(trx, withdrawalProcessed, {
      requestId,
      userId: decided.user_id,
      amount: decided.amount,
      profitShareAmount: decided.profit_share_amount,
      currency: decided.currency,
      status: decision.status,
      processedBy: adminId,
      processedAt: at.toISOString(),
    });
  });
  ctx.publishSoon();
}
