import { type Kysely, sql, type Transaction } from 'kysely';
import type { DiscountCodeChange, DiscountCodeCreate } from '@prop/contracts/discount-code';
import type { DiscountUses } from '../domain/discount.ts';
import type { BillingDb, DiscountCodeRow } from './types.ts';

type Db = Kysely<BillingDb> | Transaction<BillingDb>;

/** A purchase holds a use of its code unless it was marked not received: that payment never came. */
const HOLDS_USE = sql<boolean>`purchases.status <> 'not_received'`;

export function insertDiscountCode(
  trx: Transaction<BillingDb>,
  code: DiscountCodeCreate,
  createdBy: string,
  now: Date,
): Promise<DiscountCodeRow> {
  return trx
    .insertInto('discount_codes')
    .values({
      code: code.code,
      kind: code.kind,
      value: code.value,
      program_ids: JSON.stringify(code.programIds),
      tier_ids: JSON.stringify(code.tierIds),
      starts_at: code.startsAt,
      ends_at: code.endsAt,
      max_uses: code.maxUses,
      max_uses_per_trader: code.maxUsesPerTrader,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateDiscountCode(
  trx: Transaction<BillingDb>,
  id: string,
  change: DiscountCodeChange,
  now: Date,
): Promise<DiscountCodeRow> {
  return trx
    .updateTable('discount_codes')
    .set({
      ...(change.startsAt === undefined ? {} : { starts_at: change.startsAt }),
      ...(change.endsAt === undefined ? {} : { ends_at: change.endsAt }),
      ...(change.maxUses === undefined ? {} : { max_uses: change.maxUses }),
      ...(change.maxUsesPerTrader === undefined ? {} : { max_uses_per_trader: change.maxUsesPerTrader }),
      ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      updated_at: now,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks a code for a purchase that uses it: two purchases racing for its last use count one after
 * the other, and the second sees the first's (committed) purchase.
 */
export function lockDiscountCodeByText(trx: Transaction<BillingDb>, code: string) {
  return trx.selectFrom('discount_codes').selectAll().where('code', '=', code).forUpdate().executeTakeFirst();
}

export function lockDiscountCode(trx: Transaction<BillingDb>, id: string) {
  return trx.selectFrom('discount_codes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findDiscountCodeByText(db: Db, code: string) {
  return db.selectFrom('discount_codes').selectAll().where('code', '=', code).executeTakeFirst();
}

/** The code's uses of everyone, and of one trader. */
export async function discountUses(db: Db, codeId: string, userId: string): Promise<DiscountUses> {
  const row = await db
    .selectFrom('purchases')
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<number>`(count(*) filter (where purchases.user_id = ${userId}))::int`.as('by_trader'),
    ])
    .where('discount_code_id', '=', codeId)
    .where(HOLDS_USE)
    .executeTakeFirstOrThrow();
  return { total: row.total, byTrader: row.by_trader };
}

/** Every code (or the one with `id`), newest first, with its uses and the euro they took off. */
export function discountCodesWithUses(db: Db, id?: string) {
  let query = db
    .selectFrom('discount_codes')
    .leftJoin('purchases', (join) => join.onRef('purchases.discount_code_id', '=', 'discount_codes.id').on(HOLDS_USE))
    .selectAll('discount_codes')
    .select([
      sql<number>`count(purchases.id)::int`.as('uses'),
      sql<string>`coalesce(sum(purchases.discount), 0)::numeric(14, 2)::text`.as('discounted'),
    ])
    .groupBy('discount_codes.id')
    .orderBy('discount_codes.created_at', 'desc')
    .orderBy('discount_codes.id');
  if (id !== undefined) query = query.where('discount_codes.id', '=', id);
  return query.execute();
}
