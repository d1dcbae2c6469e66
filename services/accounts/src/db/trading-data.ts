import type { Deal, Position, Trade, TradesQuery } from '@prop/contracts/trading';
import { type Kysely, sql, type Transaction } from 'kysely';
import { streamRows } from '@prop/service-kit/csv-export';
import type { TradeFigures } from '../domain/trading/daily-results.ts';
import { dealOfRow, dealRowOf, positionOfRow, positionRowOf, tradeOfRow, tradeRowOf } from './trading-rows.ts';
import type { AccountsDb } from './types.ts';

type Db = Kysely<AccountsDb> | Transaction<AccountsDb>;

/** Rows per insert: a deal row has 16 columns, well under PostgreSQL's 65,535 parameters. */
const CHUNK = 2000;

/** Stores the deals not stored yet and answers those (a deal read again is skipped by its MT5 id). */
export async function insertNewDeals(trx: Db, mt5AccountId: string, deals: Deal[], recordedAt: Date): Promise<Deal[]> {
  const inserted = new Set<string>();
  for (let start = 0; start < deals.length; start += CHUNK) {
    const rows = deals.slice(start, start + CHUNK).map((deal) => dealRowOf(mt5AccountId, deal, recordedAt));
    const written = await trx
      .insertInto('mt5_deals')
      .values(rows)
      .onConflict((oc) => oc.columns(['mt5_account_id', 'deal_id']).doNothing())
      .returning('deal_id')
      .execute();
    for (const row of written) inserted.add(row.deal_id);
  }
  return deals.filter((deal) => inserted.has(deal.id));
}

/** Every stored deal of the positions, oldest first: what their trades are built from. */
export async function dealsOfPositions(trx: Db, mt5AccountId: string, positionIds: string[]): Promise<Deal[]> {
  if (positionIds.length === 0) return [];
  const rows = await trx
    .selectFrom('mt5_deals')
    .selectAll()
    .where('mt5_account_id', '=', mt5AccountId)
    .where('position_id', 'in', positionIds)
    .orderBy('time')
    .orderBy('deal_id')
    .execute();
  return rows.map(dealOfRow);
}

/** Where an account's next read of its ledger resumes, and the open positions it stored. */
export interface StoredStart {
  /** The newest stored deals' time and their ids; null before the first deal. */
  newest: { time: Date; dealIds: Set<string> } | null;
  positions: Position[];
}

/**
 * What is stored for each of these MT5 accounts, in two queries for all of them: after a start or
 * a takeover every linked account is read for the first time, and two queries for each were 100,000
 * at 50,000 accounts (bench/breach-latency, profiled). Every account asked has an entry.
 */
export async function storedStarts(db: Db, mt5AccountIds: string[]): Promise<Map<string, StoredStart>> {
  const starts = new Map<string, StoredStart>(mt5AccountIds.map((id) => [id, { newest: null, positions: [] }]));
  if (mt5AccountIds.length === 0) return starts;
  const newestDeals = await db
    .selectFrom('mt5_deals as deal')
    .innerJoin(
      (eb) =>
        eb
          .selectFrom('mt5_deals')
          .select(['mt5_account_id', (max) => max.fn.max('time').as('newest')])
          .where('mt5_account_id', 'in', mt5AccountIds)
          .groupBy('mt5_account_id')
          .as('latest'),
      (join) =>
        join.onRef('latest.mt5_account_id', '=', 'deal.mt5_account_id').onRef('latest.newest', '=', 'deal.time'),
    )
    .select(['deal.mt5_account_id', 'deal.deal_id', 'deal.time'])
    .execute();
  for (const row of newestDeals) {
    const start = starts.get(row.mt5_account_id);
    if (!start) continue;
    start.newest ??= { time: new Date(row.time), dealIds: new Set() };
    start.newest.dealIds.add(row.deal_id);
  }
  const positions = await db
    .selectFrom('mt5_positions')
    .selectAll()
    .where('mt5_account_id', 'in', mt5AccountIds)
    .execute();
  for (const row of positions) starts.get(row.mt5_account_id)?.positions.push(positionOfRow(row));
  return starts;
}

export async function upsertTrades(trx: Db, mt5AccountId: string, trades: Trade[]): Promise<void> {
  for (let start = 0; start < trades.length; start += CHUNK) {
    const rows = trades.slice(start, start + CHUNK).map((trade) => tradeRowOf(mt5AccountId, trade));
    await trx
      .insertInto('mt5_trades')
      .values(rows)
      .onConflict((oc) =>
        oc.columns(['mt5_account_id', 'exit_deal_id']).doUpdateSet((eb) => ({
          open_time: eb.ref('excluded.open_time'),
          open_price: eb.ref('excluded.open_price'),
          type: eb.ref('excluded.type'),
          commission: eb.ref('excluded.commission'),
          swap: eb.ref('excluded.swap'),
          net_profit: eb.ref('excluded.net_profit'),
          magic: eb.ref('excluded.magic'),
        })),
      )
      .execute();
  }
}

/** Moves the account's trades version: every answer computed from all its trades is stale now. */
export async function bumpTradesVersion(trx: Db, mt5AccountId: string): Promise<void> {
  await trx
    .insertInto('trading_versions')
    .values({ mt5_account_id: mt5AccountId, trades: 1 })
    .onConflict((oc) => oc.column('mt5_account_id').doUpdateSet({ trades: sql`trading_versions.trades + 1` }))
    .execute();
}

/** The account's trades version (0 before its first trade). */
export async function tradesVersion(db: Db, mt5AccountId: string): Promise<number> {
  const row = await db
    .selectFrom('trading_versions')
    .select('trades')
    .where('mt5_account_id', '=', mt5AccountId)
    .executeTakeFirst();
  return row ? Number(row.trades) : 0;
}

/** Replaces the account's open positions with the set read now. */
export async function replacePositions(trx: Db, mt5AccountId: string, positions: Position[]): Promise<void> {
  await trx.deleteFrom('mt5_positions').where('mt5_account_id', '=', mt5AccountId).execute();
  if (positions.length === 0) return;
  await trx
    .insertInto('mt5_positions')
    .values(positions.map((position) => positionRowOf(mt5AccountId, position)))
    .execute();
}

export async function openPositions(db: Db, mt5AccountId: string): Promise<Position[]> {
  const rows = await db
    .selectFrom('mt5_positions')
    .selectAll()
    .where('mt5_account_id', '=', mt5AccountId)
    .orderBy('open_time', 'desc')
    .orderBy('position_id', 'desc')
    .execute();
  return rows.map(positionOfRow);
}

/** The cursor of a page of trades: the last trade's close time and exit deal. */
export function tradesCursorOf(trade: Trade): string {
  return Buffer.from(JSON.stringify([trade.closeTime, trade.exitDealId])).toString('base64url');
}

function parseCursor(cursor: string): [string, string] | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parsed) && parsed.length === 2 && parsed.every((part) => typeof part === 'string'))
      return parsed as [string, string];
  } catch {}
  return null;
}

export interface TradesFilter {
  symbol?: string;
  /** Inclusive instants of the close time. */
  from?: Date;
  to?: Date;
}

function filtered(db: Db, mt5AccountId: string, filter: TradesFilter) {
  let query = db.selectFrom('mt5_trades').where('mt5_account_id', '=', mt5AccountId);
  if (filter.symbol) query = query.where('symbol', '=', filter.symbol);
  if (filter.from) query = query.where('close_time', '>=', filter.from);
  if (filter.to) query = query.where('close_time', '<', filter.to);
  return query;
}

/** One page of closed trades, newest first; null when the cursor is not one this service wrote. */
export async function tradesPage(
  db: Db,
  mt5AccountId: string,
  filter: TradesFilter,
  page: Pick<TradesQuery, 'cursor' | 'limit'>,
): Promise<{ trades: Trade[]; nextCursor: string | null } | null> {
  let query = filtered(db, mt5AccountId, filter);
  if (page.cursor) {
    const after = parseCursor(page.cursor);
    if (!after) return null;
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('close_time', 'exit_deal_id'), '<', tuple(new Date(after[0]), after[1])),
    );
  }
  const rows = await query
    .selectAll()
    .orderBy('close_time', 'desc')
    .orderBy('exit_deal_id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const trades = rows.slice(0, page.limit).map(tradeOfRow);
  const last = trades.at(-1);
  return { trades, nextCursor: rows.length > page.limit && last ? tradesCursorOf(last) : null };
}

/** Every closed trade matching the filter, newest first: for statistics, the calendar and the CSV. */
const allTradesQuery = (db: Db, mt5AccountId: string, filter: TradesFilter) =>
  filtered(db, mt5AccountId, filter).selectAll().orderBy('close_time', 'desc').orderBy('exit_deal_id', 'desc');

export async function allTrades(db: Db, mt5AccountId: string, filter: TradesFilter = {}): Promise<Trade[]> {
  return (await allTradesQuery(db, mt5AccountId, filter).execute()).map(tradeOfRow);
}

/** The same trades read through a cursor, batch by batch, for the CSV. */
export function streamTrades(db: Db, mt5AccountId: string, filter: TradesFilter): AsyncIterable<Trade> {
  return streamRows(allTradesQuery(db, mt5AccountId, filter), tradeOfRow);
}

/** A timestamp as `Date#toISOString` writes it, from PostgreSQL: no date parsing in the driver. */
const isoText = (column: 'open_time' | 'close_time') =>
  sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The figures of every closed trade matching the filter, in no order: all the statistics and the
 * calendar read. Four narrow columns instead of whole rows, for the accounts with tens of thousands.
 */
export async function tradeFigures(db: Db, mt5AccountId: string, filter: TradesFilter = {}): Promise<TradeFigures[]> {
  const rows = await filtered(db, mt5AccountId, filter)
    .select(['net_profit', 'volume', isoText('open_time').as('open_time'), isoText('close_time').as('close_time')])
    .execute();
  return rows.map((row) => ({
    netProfit: row.net_profit,
    volume: Number(row.volume),
    openTime: row.open_time,
    closeTime: row.close_time as string,
  }));
}

/** The sum of balance operations (deposits, withdrawals, credit is not balance) of the stored ledger. */
export async function balanceOperations(db: Db, mt5AccountId: string): Promise<string> {
  const row = await db
    .selectFrom('mt5_deals')
    .select(sql<string>`coalesce(sum(profit), 0)::numeric(16, 2)::text`.as('total'))
    .where('mt5_account_id', '=', mt5AccountId)
    .where('type', '=', 'DEAL_TYPE_BALANCE')
    .executeTakeFirstOrThrow();
  return row.total;
}

/**
 * Where each MT5 account that traded stands in the stored ledger: its balance (every deal's profit,
 * commission and swap, deposits included) and its open positions. Accounts without deals are absent.
 */
export async function storedTradingState(
  db: Db,
  mt5AccountIds: string[],
): Promise<Map<string, { balance: string; positions: Position[] }>> {
  const state = new Map<string, { balance: string; positions: Position[] }>();
  if (mt5AccountIds.length === 0) return state;
  const balances = await db
    .selectFrom('mt5_deals')
    .select(['mt5_account_id', sql<string>`sum(profit + commission + swap)::numeric(16, 2)::text`.as('balance')])
    .where('mt5_account_id', 'in', mt5AccountIds)
    .groupBy('mt5_account_id')
    .execute();
  for (const row of balances) state.set(row.mt5_account_id, { balance: row.balance, positions: [] });
  const positions = await db
    .selectFrom('mt5_positions')
    .selectAll()
    .where('mt5_account_id', 'in', mt5AccountIds)
    .execute();
  for (const row of positions) state.get(row.mt5_account_id)?.positions.push(positionOfRow(row));
  return state;
}
