import { type Kysely, sql } from 'kysely';
import type { DayRange } from '../domain/periods.ts';
import type { ReportingDb } from './types.ts';

type Db = Kysely<ReportingDb>;

/** Purchases paid and their prices, per day of payment (sums in numeric: exact). */
export function purchasesByDay(db: Db, range: DayRange) {
  return db
    .selectFrom('purchases')
    .select([
      'approved_day as day',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(price), 0)::text`.as('amount'),
    ])
    .where('approved_day', '>=', range.from)
    .where('approved_day', '<=', range.to)
    .groupBy('approved_day')
    .$narrowType<{ day: string }>()
    .execute();
}

export function refundsByDay(db: Db, range: DayRange) {
  return db
    .selectFrom('refunds')
    .select(['day', sql<string>`sum(amount)::text`.as('amount')])
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy('day')
    .execute();
}

/** Per program: purchases paid within the range, and refunds made within it (of any purchase). */
export async function moneyByProgram(db: Db, range: DayRange) {
  const paid = await db
    .selectFrom('purchases')
    .select([
      'program',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(price), 0)::text`.as('amount'),
    ])
    .where('approved_day', '>=', range.from)
    .where('approved_day', '<=', range.to)
    .groupBy('program')
    .execute();
  const refunded = await db
    .selectFrom('refunds')
    .leftJoin('purchases', 'purchases.purchase_id', 'refunds.purchase_id')
    .select(['purchases.program', sql<string>`sum(refunds.amount)::text`.as('amount')])
    .where('refunds.day', '>=', range.from)
    .where('refunds.day', '<=', range.to)
    .groupBy('purchases.program')
    .execute();
  return { paid, refunded };
}

/** Payouts asked for per day of request, and paid per day of approval. */
export async function withdrawalsByDay(db: Db, range: DayRange) {
  const requested = await db
    .selectFrom('withdrawals')
    .select([
      'requested_day as day',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`sum(amount)::text`.as('amount'),
    ])
    .where('requested_day', '>=', range.from)
    .where('requested_day', '<=', range.to)
    .groupBy('requested_day')
    .$narrowType<{ day: string }>()
    .execute();
  const paid = await db
    .selectFrom('withdrawals')
    .select(['paid_day as day', sql<number>`count(*)::int`.as('count'), sql<string>`sum(amount)::text`.as('amount')])
    .where('paid_day', '>=', range.from)
    .where('paid_day', '<=', range.to)
    .groupBy('paid_day')
    .$narrowType<{ day: string }>()
    .execute();
  return { requested, paid };
}
