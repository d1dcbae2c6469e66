import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ProgramRef } from '../domain/program-ref.ts';
import type { KitTables } from '@prop/service-kit/kit-migrations';
import type { KnownUsersTables } from '@prop/service-kit/user-directory/known-users';
import type { ClosedReason, FreezeReason, TradingAccountStatus } from '@prop/contracts/account';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric: read as exact decimal text, written as text. */
type Decimal = ColumnType<string, string, string>;
type NullableDecimal = ColumnType<string | null, string | null | undefined, string | null>;

export type { ClosedReason };
/** Why a purchase's account must close. */
export type PurchaseClosureReason = Extract<ClosedReason, 'chargeback' | 'refunded'>;

export interface TradingAccountsTable {
  id: Generated<string>;
  user_id: string;
  mt5_account_id: string;
  funding_balance: Decimal;
  status: ColumnType<TradingAccountStatus, TradingAccountStatus | undefined, TradingAccountStatus>;
  account_type: string;
  mt5_name: string | null;
  mt5_login: string | null;
  mt5_server: string | null;
  purchase_id: string | null;
  linked_by: string | null;
  last_balance: NullableDecimal;
  last_equity: NullableDecimal;
  last_snapshot_at: Date | null;
  breached_at: Date | null;
  closed_at: Date | null;
  closed_reason: ClosedReason | null;
  /** Where this holder's trading history begins: the previous link's end; null for the first holder. */
  history_from: ColumnType<Date | null, Date | null | undefined, never>;
  /** Set, with frozen_at, while a payment dispute on the account's purchase is open. */
  frozen_reason: ColumnType<FreezeReason | null, FreezeReason | null | undefined, FreezeReason | null>;
  frozen_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface ProvisionsTable {
  purchase_id: string;
  user_id: string;
  tier_id: string;
  funding_balance: Decimal;
  /** cancelled: its purchase was closed (a chargeback or a refund) before an account was opened for it. */
  status: 'pending' | 'linked' | 'cancelled';
  trading_account_id: string | null;
  created_at: Generated<Date>;
  fulfilled_at: Date | null;
  /** JSON text on the way in; pg parses jsonb on the way out. */
  program: ColumnType<ProgramRef | null, string | null | undefined, string | null>;
}

export interface PurchaseDisputesTable {
  dispute_id: string;
  purchase_id: string;
  user_id: string;
  status: 'open' | 'won' | 'lost';
  created_at: Date;
  closed_at: Date | null;
}

export interface PurchaseClosuresTable {
  purchase_id: string;
  user_id: string;
  reason: PurchaseClosureReason;
  closed_at: Date;
}

/** numeric read as text; prices and volumes go back to numbers in the row mappers. */
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;
type Numeric = ColumnType<string, string | number, string | number>;
/** bigint read as text by pg. */
type Magic = ColumnType<string, number | undefined, number>;

export interface Mt5DealsTable {
  mt5_account_id: string;
  deal_id: string;
  type: string;
  entry_type: string | null;
  position_id: string | null;
  symbol: string | null;
  volume: NullableNumeric;
  price: NullableNumeric;
  time: Timestamp;
  profit: Decimal;
  commission: Decimal;
  swap: Decimal;
  reason: string | null;
  magic: Magic;
  comment: string | null;
  recorded_at: Timestamp;
}

export interface Mt5TradesTable {
  mt5_account_id: string;
  exit_deal_id: string;
  position_id: string;
  symbol: string;
  type: 'BUY' | 'SELL';
  volume: Numeric;
  open_time: ColumnType<Date | null, Date | string | null, Date | string | null>;
  close_time: Timestamp;
  open_price: NullableNumeric;
  close_price: Numeric;
  profit: Decimal;
  swap: Decimal;
  commission: Decimal;
  net_profit: Decimal;
  reason: string | null;
  magic: Magic;
}

export interface Mt5PositionsTable {
  mt5_account_id: string;
  position_id: string;
  symbol: string;
  type: 'BUY' | 'SELL';
  volume: Numeric;
  open_price: Numeric;
  current_price: Numeric;
  stop_loss: NullableNumeric;
  take_profit: NullableNumeric;
  swap: Decimal;
  commission: Decimal;
  profit: Decimal;
  open_time: Timestamp;
  reason: string | null;
  magic: Magic;
}

export interface EquityBucketsTable {
  mt5_account_id: string;
  size: 'minute' | 'hour';
  start: Timestamp;
  last_at: Timestamp;
  balance: Decimal;
  equity: Decimal;
  equity_min: Decimal;
  equity_max: Decimal;
}

/** An account's minute being folded, until a later one moves it into `equity_buckets`. */
export interface EquityOpenMinutesTable {
  mt5_account_id: string;
  start: Timestamp;
  last_at: Timestamp;
  balance: Decimal;
  equity: Decimal;
  equity_min: Decimal;
  equity_max: Decimal;
}

export interface TradingVersionsTable {
  mt5_account_id: string;
  /** bigint, read as text by pg. */
  trades: ColumnType<string, number, number>;
}

export interface AccountsDb extends KitTables, KnownUsersTables {
  trading_accounts: TradingAccountsTable;
  provisions: ProvisionsTable;
  purchase_disputes: PurchaseDisputesTable;
  purchase_closures: PurchaseClosuresTable;
  mt5_deals: Mt5DealsTable;
  mt5_trades: Mt5TradesTable;
  mt5_positions: Mt5PositionsTable;
  equity_buckets: EquityBucketsTable;
  equity_open_minutes: EquityOpenMinutesTable;
  trading_versions: TradingVersionsTable;
}

export type TradingAccountRow = Selectable<TradingAccountsTable>;
export type ProvisionRow = Selectable<ProvisionsTable>;
export type Mt5DealRow = Selectable<Mt5DealsTable>;
export type Mt5TradeRow = Selectable<Mt5TradesTable>;
export type Mt5PositionRow = Selectable<Mt5PositionsTable>;
export type EquityBucketRow = Selectable<EquityBucketsTable>;
