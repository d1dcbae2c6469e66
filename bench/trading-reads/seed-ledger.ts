import type { Deal } from '@prop/contracts/trading';
import type pg from 'pg';
import { dealRowOf, tradeRowOf } from '../../services/accounts/src/db/trading-rows.ts';
import { buildTrades } from '../../services/accounts/src/domain/trading/build-trades.ts';
import type { BucketRow } from './equity-year.ts';

/** A column and its PostgreSQL type, for the arrays `unnest` takes apart. */
type Columns = Record<string, string>;

const DEAL_COLUMNS: Columns = {
  mt5_account_id: 'text',
  deal_id: 'text',
  type: 'text',
  entry_type: 'text',
  position_id: 'text',
  symbol: 'text',
  volume: 'numeric',
  price: 'numeric',
  time: 'timestamptz',
  profit: 'numeric',
  commission: 'numeric',
  swap: 'numeric',
  reason: 'text',
  magic: 'bigint',
  comment: 'text',
  recorded_at: 'timestamptz',
};

const TRADE_COLUMNS: Columns = {
  mt5_account_id: 'text',
  exit_deal_id: 'text',
  position_id: 'text',
  symbol: 'text',
  type: 'text',
  volume: 'numeric',
  open_time: 'timestamptz',
  close_time: 'timestamptz',
  open_price: 'numeric',
  close_price: 'numeric',
  profit: 'numeric',
  swap: 'numeric',
  commission: 'numeric',
  net_profit: 'numeric',
  reason: 'text',
  magic: 'bigint',
};

const BUCKET_COLUMNS: Columns = {
  mt5_account_id: 'text',
  size: 'text',
  start: 'timestamptz',
  last_at: 'timestamptz',
  balance: 'numeric',
  equity: 'numeric',
  equity_min: 'numeric',
  equity_max: 'numeric',
};

const CHUNK = 10_000;

/** Rows in statements of `CHUNK`, each one array per column taken apart by `unnest`. */
async function insertRows(
  client: pg.Client,
  table: string,
  columns: Columns,
  rows: Record<string, unknown>[],
  onConflict = '',
): Promise<void> {
  const names = Object.keys(columns);
  const arrays = Object.values(columns).map((type, index) => `$${index + 1}::${type}[]`);
  const statement = `insert into accounts.${table} (${names.join(', ')}) select * from unnest(${arrays.join(', ')}) ${onConflict}`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK);
    await client.query(
      statement,
      names.map((name) => chunk.map((row) => row[name] ?? null)),
    );
  }
}

export interface SeededLedger {
  deals: number;
  trades: number;
  buckets: number;
}

/**
 * Stores an MT5 account's ledger as the ingestion would have left it: its deals (recorded as made),
 * the trades `buildTrades` makes of them, and its equity buckets. Live minute buckets the service
 * wrote meanwhile win over the synthetic ones of the same minute.
 */
export async function seedLedger(
  client: pg.Client,
  mt5AccountId: string,
  deals: Deal[],
  buckets: BucketRow[],
): Promise<SeededLedger> {
  const { trades } = buildTrades(deals);
  await insertRows(
    client,
    'mt5_deals',
    DEAL_COLUMNS,
    deals.map((deal) => dealRowOf(mt5AccountId, deal, new Date(deal.time))),
  );
  await insertRows(
    client,
    'mt5_trades',
    TRADE_COLUMNS,
    trades.map((trade) => tradeRowOf(mt5AccountId, trade)),
  );
  await insertRows(
    client,
    'equity_buckets',
    BUCKET_COLUMNS,
    buckets.map((bucket) => ({ ...bucket, mt5_account_id: mt5AccountId })),
    'on conflict do nothing',
  );
  // The planner's statistics, as autovacuum keeps them on a table that grew over months.
  await client.query('analyze accounts.mt5_deals, accounts.mt5_trades, accounts.equity_buckets');
  return { deals: deals.length, trades: trades.length, buckets: buckets.length };
}
