import { type Kysely, sql, type Transaction } from 'kysely';
import { moneyTextOfCents } from '@prop/contracts/money';
import type { DealFact } from '../domain/deal-facts.ts';
import { openAccountsIn, type PartitionScope } from './partition-scope.ts';
import type { RiskDb, TradingDayRow } from './types.ts';

type Db = Kysely<RiskDb> | Transaction<RiskDb>;

/** Adds one deal to its account's day: once per deal, since the deal consumer handles each event once. */
export async function addDealToDay(trx: Transaction<RiskDb>, accountId: string, fact: DealFact): Promise<void> {
  const lots = fact.entryLots.toFixed(3);
  await trx
    .insertInto('trading_days')
    .values({
      account_id: accountId,
      trading_day: fact.day,
      entry_deals: fact.entry ? 1 : 0,
      closed_profit: moneyTextOfCents(fact.profitCents),
      largest_entry_lots: lots,
      last_deal_at: fact.at,
    })
    .onConflict((conflict) =>
      conflict.columns(['account_id', 'trading_day']).doUpdateSet({
        entry_deals: sql`trading_days.entry_deals + excluded.entry_deals`,
        closed_profit: sql`trading_days.closed_profit + excluded.closed_profit`,
        largest_entry_lots: sql`greatest(trading_days.largest_entry_lots, excluded.largest_entry_lots)`,
        last_deal_at: sql`greatest(trading_days.last_deal_at, excluded.last_deal_at)`,
      }),
    )
    .execute();
}

/** How many days the account opened a position on. */
export async function countTradingDays(trx: Transaction<RiskDb>, accountId: string): Promise<number> {
  const row = await trx
    .selectFrom('trading_days')
    .select((eb) => eb.fn.countAll<string>().as('days'))
    .where('account_id', '=', accountId)
    .where('entry_deals', '>', 0)
    .executeTakeFirstOrThrow();
  return Number(row.days);
}

/** The account's days with deals, oldest first. */
export function listTradingDays(db: Db, accountId: string): Promise<TradingDayRow[]> {
  return db.selectFrom('trading_days').selectAll().where('account_id', '=', accountId).orderBy('trading_day').execute();
}

/** Each open account (in the scope) with a deal since its link, and the time of its latest. */
export function listLastDeals(db: Db, scope?: PartitionScope) {
  return db
    .selectFrom('trading_days')
    .select(['account_id', (eb) => eb.fn.max('last_deal_at').as('last_deal_at')])
    .where('account_id', 'in', openAccountsIn(db, scope))
    .groupBy('account_id')
    .execute();
}
