import type { WithdrawalEligibility } from '@prop/contracts/withdrawal';
import { AppError } from '@prop/service-kit/errors';
import type { PayoutsContext } from '../context.ts';
import { findPendingOfUser } from '../db/withdrawal-requests.ts';
import { sharePercentOf } from '../domain/profit-share.ts';
import { packConditionsOf, withdrawalEligibility } from '../domain/withdrawal-eligibility.ts';
import { isWithdrawalDay } from '../domain/withdrawal-day.ts';
import { isFrozen, readSnapshot } from '../domain/withdrawal-rules.ts';

/** Every condition a request by this trader would be judged by now, from the same sources a request asks. */
export async function loadEligibility(ctx: PayoutsContext, userId: string): Promise<WithdrawalEligibility> {
  const [snapshot, packReply, pending] = await Promise.all([
    ctx.snapshots(userId),
    ctx.payoutConditions(userId),
    findPendingOfUser(ctx.db, userId, 'profit_split'),
  ]);
  const pack = packConditionsOf(packReply);
  if ('refusal' in pack) throw new AppError('UNAVAILABLE', pack.refusal.message);
  const sharePercent = sharePercentOf(packReply);
  return withdrawalEligibility({
    withdrawalDay: isWithdrawalDay(ctx.clock.now(), ctx.timeZone),
    pending: Boolean(pending),
    frozen: isFrozen(snapshot),
    reading: readSnapshot(snapshot, ctx.realClock.now(), ctx.snapshotMaxAgeMs, sharePercent),
    pack: pack.conditions,
    sharePercent,
  });
}
