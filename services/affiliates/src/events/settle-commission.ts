import type { Transaction } from 'kysely';
import { moneyOf, moneyText } from '@prop/contracts/money';
import { loadRates } from '../db/commission-rates.ts';
import { findCommission, insertCommission, setReversed } from '../db/commissions.ts';
import { lockPurchase } from '../db/purchases.ts';
import { findReferral } from '../db/referrals.ts';
import type { AffiliatesDb } from '../db/types.ts';
import { rateFor } from '../domain/commission-rate.ts';
import { commissionOn, reversedFor } from '../domain/commission.ts';

/**
 * Brings a purchase's commission up to what billing has told so far: accrued once the purchase of
 * a referred trader is paid (at the rate then in force, kept on the commission), reversed in
 * proportion to what was refunded. Derived from stored totals, so a redelivered or reordered event
 * settles to the same figures.
 */
export async function settleCommission(trx: Transaction<AffiliatesDb>, purchaseId: string, now: Date): Promise<void> {
  const purchase = await lockPurchase(trx, purchaseId);
  if (!purchase?.paid_at) return;
  const refunded = moneyOf(purchase.refunded);
  const existing = await findCommission(trx, purchaseId);
  if (existing) {
    const reversed = reversedFor(moneyOf(existing.amount), moneyOf(existing.price), refunded);
    await setReversed(trx, purchaseId, moneyText(reversed), now);
    return;
  }
  const referral = await findReferral(trx, purchase.user_id);
  if (!referral) return;
  const price = moneyOf(purchase.price);
  const rate = rateFor(await loadRates(trx), { programId: purchase.program_id, tierId: purchase.tier_id });
  const amount = commissionOn(price, rate);
  await insertCommission(
    trx,
    {
      purchase_id: purchaseId,
      affiliate_id: referral.affiliate_id,
      referred_user_id: purchase.user_id,
      price: moneyText(price),
      rate_bps: rate,
      amount: moneyText(amount),
      reversed: moneyText(reversedFor(amount, price, refunded)),
    },
    now,
  );
}
