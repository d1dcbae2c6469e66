import { randomUUID } from 'node:crypto';
import { AFFILIATE_MESSAGES } from '@prop/contracts/affiliates';
import { affiliatePayoutRequested } from '@prop/contracts/events/affiliates';
import { moneyText } from '@prop/contracts/money';
import type { Actor } from '@prop/service-kit/actor';
import { runCommand } from '@prop/service-kit/command';
import { badRequest } from '@prop/service-kit/errors';
import type { AffiliatesContext } from '../context.ts';
import { commissionTotals, insertPayout, lockAffiliate } from '../db/commission-payouts.ts';
import type { CommissionPayoutRow } from '../db/types.ts';
import { payoutReservation } from '../domain/commission.ts';

const REFUSALS = { pending: AFFILIATE_MESSAGES.payoutPending, nothing: AFFILIATE_MESSAGES.nothingToPayOut } as const;

/**
 * An affiliate asks to be paid: the whole available commission is reserved as a pending payout and
 * sent to payouts (AffiliatePayoutRequested), where admins review it as a withdrawal. The affiliate
 * row is locked, so two requests at once reserve the money once; the unique index backs it up.
 */
export function requestPayout(ctx: AffiliatesContext, actor: Actor, userId: string): Promise<CommissionPayoutRow> {
  return runCommand(ctx.runtime, actor, async ({ trx, now, emit }) => {
    if (!(await lockAffiliate(trx, userId))) throw badRequest(AFFILIATE_MESSAGES.notAffiliate);
    const reservation = payoutReservation(await commissionTotals(trx, userId));
    if (reservation.kind === 'refused') throw badRequest(REFUSALS[reservation.reason]);
    const amount = moneyText(reservation.amount);
    const payout = await insertPayout(trx, { id: randomUUID(), affiliateId: userId, amount, requestedAt: now });
    await emit(affiliatePayoutRequested, {
      payoutId: payout.id,
      userId,
      amount,
      currency: 'EUR',
      requestedAt: now.toISOString(),
    });
    return payout;
  });
}
