import { moneyOf } from '@prop/contracts/money';
import { sql, type Transaction } from 'kysely';
import type { CommissionTotals } from '../domain/commission.ts';
import type { AffiliatesDb, CommissionPayoutRow } from './types.ts';

type Trx = Transaction<AffiliatesDb>;

/** Locks the affiliate, so two payout requests at once are judged one after the other. */
export function lockAffiliate(trx: Trx, userId: string) {
  return trx.selectFrom('affiliates').select('user_id').where('user_id', '=', userId).forUpdate().executeTakeFirst();
}

/** An affiliate's commission totals, exact: earned and reversed per purchase, paid and reserved per payout. */
export async function commissionTotals(trx: Trx, userId: string): Promise<CommissionTotals> {
  const row = await trx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('commissions')
        .select(sql<string>`coalesce(sum(amount), 0)::text`.as('sum'))
        .where('affiliate_id', '=', userId)
        .as('accrued'),
      eb
        .selectFrom('commissions')
        .select(sql<string>`coalesce(sum(reversed), 0)::text`.as('sum'))
        .where('affiliate_id', '=', userId)
        .as('reversed'),
      eb
        .selectFrom('commission_payouts')
        .select(sql<string>`coalesce(sum(amount) filter (where status = 'paid'), 0)::text`.as('sum'))
        .where('affiliate_id', '=', userId)
        .as('paid'),
      eb
        .selectFrom('commission_payouts')
        .select(sql<string>`coalesce(sum(amount) filter (where status = 'pending'), 0)::text`.as('sum'))
        .where('affiliate_id', '=', userId)
        .as('pending'),
    ])
    .executeTakeFirstOrThrow();
  return {
    accrued: moneyOf(row.accrued ?? '0'),
    reversed: moneyOf(row.reversed ?? '0'),
    paid: moneyOf(row.paid ?? '0'),
    pending: moneyOf(row.pending ?? '0'),
  };
}

export function insertPayout(
  trx: Trx,
  payout: { id: string; affiliateId: string; amount: string; requestedAt: Date },
): Promise<CommissionPayoutRow> {
  return trx
    .insertInto('commission_payouts')
    .values({
      id: payout.id,
      affiliate_id: payout.affiliateId,
      amount: payout.amount,
      requested_at: payout.requestedAt,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Settles a pending payout; one already settled is left as it is (a redelivered decision). */
export async function settlePayout(trx: Trx, id: string, status: 'paid' | 'released', at: Date): Promise<void> {
  await trx
    .updateTable('commission_payouts')
    .set({ status, settled_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
